import type { Kysely } from 'kysely';
import { createTestPortal, type TestPortal } from '../../core/testing/portal.ts';
import type { DialectName } from '../../core/testing/databases.ts';
import { call, demoFacts, pickupJson, type Json } from '../pickups/test-support.ts';
import reports from './index.ts';
import type { ReportsDatabase } from './reports.table.ts';

export { call, demoFacts, pickupJson, type Json };

/** A demo portal with reports and everything it depends on. */
export function reportsPortal(kind: DialectName): Promise<TestPortal> {
  return createTestPortal({ kind, plugins: [reports] });
}

export const reportsDb = (t: TestPortal) => t.db as unknown as Kysely<ReportsDatabase>;

/**
 * A received pickup of the demo company with one cylinder set of `qty` specimens (and a trip,
 * which gets no report): answers the pickup and its reports.
 */
export async function receivedPickup(t: TestPortal, token: string, options: { castDate?: string; qty?: number } = {}) {
  const facts = await demoFacts(t);
  const created = await call(t, '/api/pickups', {
    token,
    json: pickupJson(facts, {
      projectAddr1: '500 Tower Rd',
      projectCity: 'Fresno',
      projectState: 'CA',
      projectZip: '93722',
      samples: [
        { sampleTypeId: facts.cylinder.id, qty: options.qty ?? 2, castDate: options.castDate ?? '2026-11-20', minPsi: 4000 },
        { sampleTypeId: facts.trip.id, qty: 1 },
      ],
    }),
  });
  if (created.status !== 201) throw new Error(`pickup not created: ${JSON.stringify(created.body)}`);
  const pickup = created.body.pickup as Json;
  const lines = (pickup.samples as Json[]).map((sample) => ({ id: sample.id, actualQty: sample.qty }));
  const received = await call(t, `/api/pickups/receive/${pickup.id}`, { token, method: 'PUT', json: { samples: lines } });
  if (received.status !== 200) throw new Error(`pickup not received: ${JSON.stringify(received.body)}`);
  const listed = await call(t, `/api/pickups/reports/${pickup.id}`, { token });
  return { pickup: received.body.pickup as Json, reports: listed.body.reports as Json[], facts };
}
