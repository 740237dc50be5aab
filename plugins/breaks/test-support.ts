import { readFileSync } from 'node:fs';
import { addDays, labToday } from '../../shared/dates.ts';
import type { DialectName } from '../../testing/databases.ts';
import { createTestPortal, type TestPortal } from '../../testing/portal.ts';
import { call, dbOf as pickupsDb, demoFacts, pickupJson, type Json } from '../pickups/test-support.ts';
import breaks from './index.ts';
import type { BreaksDatabase } from './breaks.table.ts';
import { ownTables, type TablesOf } from '../../core/db/own-tables.ts';

export { call, type Json };

/** A demo portal with breaks and everything it depends on. */
export function breaksPortal(kind: DialectName): Promise<TestPortal> {
  return createTestPortal({ kind, plugins: [breaks] });
}

/** The test database with the tables of breaks and of pickups and the plugins it names. */
export const dbOf = (t: TestPortal) =>
  ownTables<BreaksDatabase & TablesOf<ReturnType<typeof pickupsDb>>, TablesOf<ReturnType<typeof pickupsDb>>>(pickupsDb(t));

export interface ReceivedSet {
  pickup: Json;
  sampleId: number;
  /** The set's specimens (three unless asked otherwise). */
  specimenIds: [number, number, ...number[]];
  castDate: string;
}

/**
 * A received pickup of the demo company with one set of concrete cylinders (4x8, template
 * ds-pq-502.1), cast 28 days ago, for results to be entered on.
 */
export async function receivedCylinders(
  t: TestPortal,
  token: string,
  options: { qty?: number; minPsi?: number | string | null; sampleTypeId?: number } = {},
): Promise<ReceivedSet> {
  const facts = await demoFacts(t);
  const today = labToday(t.config.labTimeZone);
  const castDate = addDays(today, -28);
  const minPsi = options.minPsi === undefined ? 4000 : options.minPsi;
  const made = await call(t, '/api/pickups', {
    token,
    json: pickupJson(facts, {
      schedPickupDate: castDate,
      samples: [{ sampleTypeId: options.sampleTypeId ?? facts.cylinder.id, qty: options.qty ?? 3, castDate, minPsi }],
    }),
  });
  if (made.status !== 201) throw new Error(`pickup not created: ${JSON.stringify(made.body)}`);
  const pickup = made.body.pickup as Json;
  const db = pickupsDb(t);
  const received = await db.selectFrom('pickupStatuses').select('id').where('code', '=', 'received').executeTakeFirstOrThrow();
  await db.updateTable('pickups').set({ pickupStatusId: received.id, receiveDate: today }).where('id', '=', pickup.id).execute();
  const sample = pickup.samples[0];
  const specimenIds = sample.specimens.map((specimen: Json) => specimen.id as number);
  if (specimenIds.length < 2) throw new Error('a set for these tests holds at least two specimens');
  return { pickup, sampleId: sample.id, specimenIds: specimenIds as ReceivedSet['specimenIds'], castDate };
}

/** A concrete cylinder break on ds-pq-502.1: 4 × 8 in, the load typed twice. 52,000 lbf gives 4,140 psi. */
export function cylinderBreak(specimenId: number, load: number, extra: Record<string, unknown> = {}) {
  return {
    specimenId,
    template: 'ds-pq-502.1',
    status: 'Passed',
    results: {
      diameter1: '4.00',
      diameter2: '4.00',
      length: '8.00',
      load: String(load),
      loadVerification: String(load),
      fractureType: '1',
      condition: 'Good',
      time: '930',
      ...extra,
    },
  };
}

/** The machine export of the docs (plugins/breaks/fixtures), and the mapping a lab saves for it. */
export const SAMPLE_CSV = readFileSync(new URL('./fixtures/compression-machine.csv', import.meta.url), 'utf8');
export const SAMPLE_CSV_MAPPING = {
  specimenNum: 'Specimen ID',
  testDate: 'Test Date',
  time: 'Test Time',
  diameter1: 'Diameter 1 (in)',
  diameter2: 'Diameter 2 (in)',
  length: 'Length (in)',
  load: 'Max Load (lbf)',
  fractureType: 'Fracture Type',
};

/** The sample export's header line with these breaks (specimen #, load, fracture type) of 4 × 8 cylinders. */
export function machineCsv(rows: Array<[specimenNum: string, load: string, fractureType: string]>, testDate: string): string {
  const header = SAMPLE_CSV.split('\n')[0];
  return [header, ...rows.map(([num, load, fracture]) => `${num},${testDate},14:05:00,4.00,4.00,8.00,${load},${fracture},BK`)].join('\n');
}
export { NO_MIN_PSI_MESSAGE } from '../templates/index.ts';
