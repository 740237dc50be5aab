import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../../testing/databases.ts';
import type { TestPortal } from '../../testing/portal.ts';
import { breaksPortal, call, cylinderBreak, receivedCylinders, type Json, type ReceivedSet } from './test-support.ts';

/** Issue 27: Save & Next opens the next specimen of the technician's list, its filters and sort kept. */
describe.each(dialectsUnderTest())('the next specimen of the break list on %s', (kind) => {
  let t: TestPortal;
  let tech: string;
  let set: ReceivedSet;

  beforeAll(async () => {
    t = await breaksPortal(kind);
    const admin = (await t.signIn('admin@demo.lab')).token;
    tech = (await t.signIn('tech@demo.lab')).token;
    set = await receivedCylinders(t, admin, { qty: 3 });
  });
  afterAll(() => t.close());

  const next = async (id: number, sort: string) => {
    const search = encodeURIComponent(String(set.pickup.pickupNumber));
    const conditions = encodeURIComponent(JSON.stringify({ tested: false, scheduled: true }));
    const { status, body } = await call<Json>(t, `/api/break-report/next/${id}?sort=${sort}&search=${search}&conditions=${conditions}`, {
      token: tech,
    });
    expect(status).toBe(200);
    return body.next?.id ?? null;
  };

  it('follows the order and filters of the list: the one after, none at its end, the other way round when sorted so', async () => {
    const [first, second, third] = set.specimenIds as unknown as [number, number, number];
    expect(await next(first, 'specimenNum:asc')).toBe(second);
    expect(await next(third, 'specimenNum:asc')).toBeNull();
    expect(await next(third, 'specimenNum:desc')).toBe(second);
  });

  it("goes on to the list's first from a specimen no longer in it (already broken)", async () => {
    const [first, second] = set.specimenIds as unknown as [number, number];
    await call(t, '/api/break-report', { token: tech, method: 'POST', json: cylinderBreak(first, 52000) });
    expect(await next(first, 'specimenNum:asc')).toBe(second);
  });

  it('finds a specimen far down a long list, past the rows it reads first', async () => {
    const admin = (await t.signIn('admin@demo.lab')).token;
    const long = await receivedCylinders(t, admin, { qty: 40 });
    const search = encodeURIComponent(String(long.pickup.pickupNumber));
    const { body } = await call<Json>(t, `/api/break-report/next/${long.specimenIds[35]}?sort=id:asc&search=${search}`, {
      token: tech,
    });
    expect(body.next?.id).toBe(long.specimenIds[36]);
  });
});
