import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BAD_TOKEN_KEY, NO_TOKEN_KEY, openToken, sealToken, tokenKey } from './token-cipher.ts';

describe('QuickBooks tokens encrypted at rest', () => {
  const key = randomBytes(32);

  it('seals with a fresh nonce each time and opens to the same token', () => {
    const first = sealToken('refresh-abc', key);
    const second = sealToken('refresh-abc', key);
    expect(first).not.toBe(second);
    expect(first).not.toContain('refresh-abc');
    expect(openToken(first, key)).toBe('refresh-abc');
    expect(openToken(second, key)).toBe('refresh-abc');
  });

  it('refuses a tampered value and another key', () => {
    const sealed = sealToken('access-1', key);
    const parts = sealed.split('.');
    const body = Buffer.from(parts[3]!, 'base64url');
    body[0] = body[0]! ^ 1;
    expect(() => openToken([...parts.slice(0, 3), body.toString('base64url')].join('.'), key)).toThrow('unable to authenticate data');
    expect(() => openToken(sealed, randomBytes(32))).toThrow('unable to authenticate data');
  });

  it('takes the key as 64 hex digits or base64 of 32 bytes, and says why it refuses', () => {
    const hex = key.toString('hex');
    expect(tokenKey(hex).equals(key)).toBe(true);
    expect(tokenKey(key.toString('base64')).equals(key)).toBe(true);
    expect(() => tokenKey(undefined)).toThrow(NO_TOKEN_KEY);
    expect(() => tokenKey(randomBytes(16).toString('base64'))).toThrow(BAD_TOKEN_KEY);
  });
});
