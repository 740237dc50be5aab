import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPortal, type TestPortal } from '../../testing/portal.ts';
import customers from '../customers/index.ts';
import inspectors from './index.ts';
import { call } from '../../testing/call.ts';
import { demoCompanyId } from '../customers/test-support.ts';

describe('the demo inspectors', () => {
  let t: TestPortal;
  beforeAll(async () => {
    t = await createTestPortal({ plugins: [customers, inspectors] });
  });
  afterAll(() => t.close());

  it('give the demo customer its own inspectors and the lab two of its own; seeding again adds none', async () => {
    const customer = (await t.signIn('customer@demo.lab')).token;
    const own = await call(t, '/api/inspectors', { token: customer });
    expect(own.body.count).toBe(2);
    const acme = await demoCompanyId(t);
    expect((own.body.rows as Array<{ customerId: number }>).every((row) => row.customerId === acme)).toBe(true);
    const admin = (await t.signIn('admin@demo.lab')).token;
    const all = (await call(t, '/api/inspectors', { token: admin })).body.count as number;
    await inspectors.seed!(t.portal.contextOf('inspectors'), { demo: true });
    expect((await call(t, '/api/inspectors', { token: admin })).body.count).toBe(all);
    expect(all).toBeGreaterThanOrEqual(6);
  });
});
