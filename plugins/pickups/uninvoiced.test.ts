import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../../testing/databases.ts';
import type { TestPortal } from '../../testing/portal.ts';
import { pickupsForInvoicing } from './for-invoicing.ts';
import { statusByCode } from './pickups.repository.ts';
import { call, dbOf, demoFacts, pickupJson, pickupsPortal, type Json } from './test-support.ts';

describe.each(dialectsUnderTest())('received pickups waiting for an invoice on %s', (kind) => {
  let t: TestPortal;
  let made: number[];

  beforeAll(async () => {
    t = await pickupsPortal(kind);
    const { token } = await t.signIn('admin@demo.lab');
    const facts = await demoFacts(t);
    const db = dbOf(t);
    made = [];
    for (const pickupAddr1 of ['1 First St', '2 Second St', '3 Third St']) {
      made.push(((await call(t, '/api/pickups', { token, json: pickupJson(facts, { pickupAddr1 }) })).body.pickup as Json).id as number);
    }
    const received = await statusByCode(db, 'received');
    await db.updateTable('pickups').set({ pickupStatusId: received.id }).where('id', 'in', made).execute();
    await db.updateTable('pickups').set({ invoiced: true }).where('id', '=', made[1]!).execute();
  });
  afterAll(() => t.close());

  it('counts them all and lists the latest few, oldest first, as the whole list ends', async () => {
    const all = await pickupsForInvoicing.uninvoicedReceived(dbOf(t));
    expect(all.map((pickup) => pickup.id)).toEqual(expect.arrayContaining([made[0], made[2]]));
    expect(all.map((pickup) => pickup.id)).not.toContain(made[1]);
    for (const limit of [1, 2, all.length + 5]) {
      const { waiting, latest } = await pickupsForInvoicing.uninvoicedReceivedLatest(dbOf(t), limit);
      expect(waiting).toBe(all.length);
      expect(latest).toEqual(all.slice(-limit));
    }
    expect((await pickupsForInvoicing.uninvoicedReceivedLatest(dbOf(t), 2)).latest.map((pickup) => pickup.id).at(-1)).toBe(made[2]);
  });
});
