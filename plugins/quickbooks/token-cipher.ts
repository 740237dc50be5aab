import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

export const NO_TOKEN_KEY =
  'QuickBooks cannot be connected: QUICKBOOKS_TOKEN_KEY is not set. It encrypts the QuickBooks tokens kept in the database; set it to 32 random bytes (for example `openssl rand -base64 32`).';
export const BAD_TOKEN_KEY =
  'QuickBooks cannot be connected: QUICKBOOKS_TOKEN_KEY must be 32 bytes, written as base64 or as 64 hex digits.';

/** The 32-byte key from its setting (64 hex digits or base64); throws a message a person can act on. */
export function tokenKey(setting: string | undefined): Buffer {
  if (!setting) throw new Error(NO_TOKEN_KEY);
  const key = /^[0-9a-f]{64}$/i.test(setting) ? Buffer.from(setting, 'hex') : Buffer.from(setting, 'base64');
  if (key.length !== 32) throw new Error(BAD_TOKEN_KEY);
  return key;
}

/** AES-256-GCM with a fresh 12-byte nonce: `v1.<nonce>.<tag>.<ciphertext>`, each base64url. */
export function sealToken(plain: string, key: Buffer): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', nonce, cipher.getAuthTag(), sealed].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
}

/** Opens a sealed token; a changed key or a tampered value throws (the authentication tag does not match). */
export function openToken(sealed: string, key: Buffer): string {
  const [version, nonce, tag, body] = sealed.split('.');
  if (version !== 'v1' || !nonce || !tag || body === undefined) throw new Error('The stored QuickBooks token is not in a known form');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
