import type { CoreDatabase } from '../../core/db/core-database.ts';
import { mkdtemp } from 'node:fs/promises';
import { crc32, deflateSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestPortal, type TestPortal } from '../../testing/portal.ts';
import type { DialectName } from '../../testing/databases.ts';
import { addDays, labToday } from '../../shared/dates.ts';
import { cylinderBreak } from '../breaks/test-support.ts';
import { call, demoFacts, pickupJson, type Json } from '../pickups/test-support.ts';
import reports from './index.ts';
import type { ReportsDatabase } from './reports.table.ts';
import { ownTables } from '../../core/db/own-tables.ts';

export { call, cylinderBreak, demoFacts, pickupJson, type Json };

/** A demo portal with reports and everything it depends on; its files go to a fresh temporary folder. */
export async function reportsPortal(kind: DialectName): Promise<TestPortal> {
  const dataDir = await mkdtemp(join(tmpdir(), 'reports-test-'));
  return createTestPortal({ kind, plugins: [reports], config: { dataDir } });
}

export const reportsDb = (t: TestPortal) => ownTables<ReportsDatabase, CoreDatabase>(t.db);

/**
 * A received pickup of the demo company with one cylinder set of `qty` specimens (and a trip,
 * which gets no report): answers the pickup and its reports.
 */
export async function receivedPickup(
  t: TestPortal,
  token: string,
  options: { castDate?: string; qty?: number; type?: 'cylinder' | 'frp'; minPsi?: number } = {},
) {
  const facts = await demoFacts(t);
  const created = await call(t, '/api/pickups', {
    token,
    json: pickupJson(facts, {
      projectAddr1: '500 Tower Rd',
      projectCity: 'Fresno',
      projectState: 'CA',
      projectZip: '93722',
      samples: [
        {
          sampleTypeId: facts[options.type ?? 'cylinder'].id,
          qty: options.qty ?? 2,
          castDate: options.castDate ?? '2026-11-20',
          minPsi: options.minPsi ?? 4000,
        },
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

/**
 * A received cylinder set cast 28 days ago with a break entered on each specimen (the loads
 * given; 52,000 lbf is 4,140 psi on a 4 × 8 in cylinder): answers the pickup, its report and the results.
 */
export async function testedReport(t: TestPortal, token: string, loads: readonly number[]) {
  const made = await receivedPickup(t, token, { castDate: addDays(labToday(t.config.labTimeZone), -28), qty: loads.length });
  const specimens = made.pickup.samples[0].specimens as Json[];
  const results: Json[] = [];
  for (const [index, load] of loads.entries()) {
    const saved = await call(t, '/api/break-report', {
      token,
      method: 'POST',
      json: cylinderBreak(specimens[index]!.id, load, { testsComplete: true, technician: 'Taylor Tech' }),
    });
    if (saved.status !== 201) throw new Error(`break not saved: ${JSON.stringify(saved.body)}`);
    results.push(saved.body.testResult as Json);
  }
  return { ...made, report: made.reports[0]!, specimens, results };
}

/** A real 2 × 1 px RGB PNG, so the PDF library can embed it. */
export function pngImage(): Uint8Array {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.from([0, 0, 0, 2, 0, 0, 0, 1, 8, 2, 0, 0, 0]);
  const pixels = deflateSync(Buffer.from([0, 0x0f, 0x76, 0x6e, 0xff, 0xff, 0xff]));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Finalizes a report as the reviewer would: each point of its review confirmed with a reason. */
export async function finalizeWithReasons(t: TestPortal, token: string, id: number) {
  const review = await call(t, `/api/reports/${id}/review`, { token });
  const points = review.body.points as Array<{ key: string }>;
  const confirmations = Object.fromEntries(points.map((point) => [point.key, 'kept for a later break']));
  const finalized = await call(t, `/api/reports/${id}`, { token, method: 'PUT', json: { finalized: true, confirmations } });
  if (finalized.status !== 200) throw new Error(`report not finalized: ${JSON.stringify(finalized.body)}`);
  return finalized.body.report as Json;
}
