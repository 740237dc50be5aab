import { randomBytes } from 'node:crypto';

/** RFC 4648 base32: letters and digits a person reads back without confusing 0 and O. */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const CODE_BYTES = 13;

/** What a verification code looks like: 21 base32 characters (104 random bits), dashes allowed when typed. */
export const VERIFY_CODE = /^[A-Z2-7]{21}$/;

/**
 * A new verification code: 104 random bits, more than the 96 that make it unguessable, in
 * base32 so it can be typed from paper.
 */
export function newVerifyCode(): string {
  const bytes = randomBytes(CODE_BYTES);
  let bits = 0;
  let value = 0;
  let code = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      code += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) code += ALPHABET[(value << (5 - bits)) & 31];
  return code;
}

/** A code as typed or scanned (lower case, grouped with dashes or spaces), or undefined when it cannot be one. */
export function normalVerifyCode(text: string): string | undefined {
  const code = text.replace(/[\s-]/g, '').toUpperCase();
  return VERIFY_CODE.test(code) ? code : undefined;
}
