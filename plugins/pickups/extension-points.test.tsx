import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPortal, type TestPortal } from '../../testing/portal.ts';
import { dialectsUnderTest } from '../../testing/databases.ts';
import { definePlugin } from '../../core/plugin/define-plugin.ts';
import { extend, joinTransaction } from '../../core/plugin/extension-points.ts';
import pickups, { pickupPagePanels, pickupReceived, pickupSaved } from './index.ts';
import type { PickupsDatabase } from './pickups.table.ts';
import { call, demoFacts, pickupJson, type Json } from './test-support.ts';

/** A plugin built on pickups, as breaks, reports and invoicing are: it sees saves, receives and the page. */
function probePlugin(seen: string[]) {
  return definePlugin({
    id: 'probe',
    dependsOn: ['pickups'],
    extensions: [
      extend(pickupSaved, (event) => {
        seen.push(`saved ${event.pickupId} changesInvoice=${event.changesInvoice} updateInvoice=${event.updateInvoice}`);
      }),
      extend(pickupReceived, async (event) => {
        const trx = joinTransaction<PickupsDatabase>(event.trx);
        const pickup = await trx.selectFrom('pickups').select('instructions').where('id', '=', event.pickupId).executeTakeFirstOrThrow();
        if (pickup.instructions === 'refuse') throw new Error('The probe refuses this receive');
        seen.push(`received ${event.pickupId} by ${event.actor.role}`);
      }),
      extend(pickupPagePanels, (page) => <section aria-label="Probe">{`Probe panel for pickup ${page.pickup.pickupNumber}`}</section>),
    ],
  });
}

describe.each(dialectsUnderTest())('pickups extension points on %s', (kind) => {
  const seen: string[] = [];
  let t: TestPortal;
  let admin: string;
  let facts: Awaited<ReturnType<typeof demoFacts>>;

  beforeAll(async () => {
    t = await createTestPortal({ kind, plugins: [pickups, probePlugin(seen)] });
    admin = (await t.signIn('admin@demo.lab')).token;
    facts = await demoFacts(t);
  });
  afterAll(() => t.close());

  const create = async (overrides: Record<string, unknown>) => {
    const answer = await call(t, '/api/pickups', {
      token: admin,
      json: pickupJson(facts, { samples: [{ sampleTypeId: facts.cylinder.id, qty: 2, castDate: '2026-11-20' }], ...overrides }),
    });
    expect(answer.status).toBe(201);
    return answer.body.pickup as Json;
  };
  const receive = (pickup: Json) =>
    call(t, `/api/pickups/receive/${pickup.id}`, {
      token: admin,
      method: 'PUT',
      json: { samples: [{ id: pickup.samples[0].id, actualQty: 2 }] },
    });

  it('hands saves and receives to the plugins built on pickups, inside the write', async () => {
    const pickup = await create({});
    expect((await receive(pickup)).status).toBe(200);
    expect(seen).toEqual([`saved ${pickup.id} changesInvoice=false updateInvoice=false`, `received ${pickup.id} by admin`]);
  });

  it('undoes the receive when an extension refuses it', async () => {
    const pickup = await create({ instructions: 'refuse' });
    expect((await receive(pickup)).status).toBe(500);
    const after = await call(t, `/api/pickups/${pickup.id}`, { token: admin });
    expect((after.body.pickup as Json).PickupStatus.code).toBe('open');
  });

  it("shows the plugins' panels on the pickup's page", async () => {
    const pickup = await create({});
    const page = await t.request(`/admin/pickups/${pickup.id}`, { token: admin, headers: { accept: 'text/html' } });
    expect(await page.text()).toContain(`Probe panel for pickup ${pickup.pickupNumber}`);
  });
});
