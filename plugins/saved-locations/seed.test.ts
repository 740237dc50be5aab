import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPortal, type TestPortal } from '../../testing/portal.ts';
import customers from '../customers/index.ts';
import savedLocations from './index.ts';
import { call } from '../../testing/call.ts';

describe('the demo project addresses', () => {
  let t: TestPortal;
  beforeAll(async () => {
    t = await createTestPortal({ plugins: [customers, savedLocations] });
  });
  afterAll(() => t.close());

  it('give the demo customer three job sites and other companies theirs; seeding again adds none', async () => {
    const customer = (await t.signIn('customer@demo.lab')).token;
    expect((await call(t, '/api/saved-locations', { token: customer })).body.count).toBe(3);
    const admin = (await t.signIn('admin@demo.lab')).token;
    const all = (await call(t, '/api/saved-locations', { token: admin })).body.count as number;
    expect(all).toBe(7);
    await savedLocations.seed!(t.portal.contextOf('saved-locations'), { demo: true });
    expect((await call(t, '/api/saved-locations', { token: admin })).body.count).toBe(all);
  });
});
