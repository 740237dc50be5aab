import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { newClientId } from './client-id.ts';

describe("the phone's id of what it sends", () => {
  it('is a version 4 UUID, as the server checks it', () => {
    const id = newClientId();
    expect(z.uuid().safeParse(id).success).toBe(true);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('sets the version and variant bits whatever the random bytes', () => {
    expect(newClientId((bytes) => bytes.fill(0xff))).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
    expect(newClientId((bytes) => bytes.fill(0))).toBe('00000000-0000-4000-8000-000000000000');
  });

  it('differs each time', () => {
    expect(new Set(Array.from({ length: 100 }, () => newClientId())).size).toBe(100);
  });
});
