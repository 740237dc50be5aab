import { describe, expect, it } from 'vitest';
import { assertPublicUrlSet, isLoopback, publicAddress } from './public-url.ts';

describe('the address links in mails point at', () => {
  it('is PUBLIC_URL when set, without a trailing slash', () => {
    expect(publicAddress({ publicUrl: 'https://portal.lab.example/', host: '0.0.0.0', port: 3000 })).toBe('https://portal.lab.example');
  });

  it('is the listen address otherwise, with localhost for this machine and for every interface', () => {
    expect(publicAddress({ publicUrl: undefined, host: '127.0.0.1', port: 3000 })).toBe('http://localhost:3000');
    expect(publicAddress({ publicUrl: undefined, host: '0.0.0.0', port: 8080 })).toBe('http://localhost:8080');
    expect(publicAddress({ publicUrl: undefined, host: '192.0.2.7', port: 3000 })).toBe('http://192.0.2.7:3000');
    expect(publicAddress({ publicUrl: undefined, host: '2001:db8::7', port: 3000 })).toBe('http://[2001:db8::7]:3000');
  });

  it('tells loopback addresses from others', () => {
    expect(['localhost', '127.0.0.1', '127.1.2.3', '::1'].map(isLoopback)).toEqual([true, true, true, true]);
    expect(['0.0.0.0', '::', '192.0.2.7', '127.0.0.1.example'].map(isLoopback)).toEqual([false, false, false, false]);
  });
});

describe('starting in production', () => {
  const production = { NODE_ENV: 'production' };

  it('refuses an address other machines reach without PUBLIC_URL, and says so', () => {
    expect(() => assertPublicUrlSet({ publicUrl: undefined, host: '0.0.0.0' }, production)).toThrow(/PUBLIC_URL is not set/);
  });

  it('starts with PUBLIC_URL, on loopback, or outside production', () => {
    expect(() => assertPublicUrlSet({ publicUrl: 'https://portal.lab.example', host: '0.0.0.0' }, production)).not.toThrow();
    expect(() => assertPublicUrlSet({ publicUrl: undefined, host: '127.0.0.1' }, production)).not.toThrow();
    expect(() => assertPublicUrlSet({ publicUrl: undefined, host: '0.0.0.0' }, {})).not.toThrow();
  });
});
