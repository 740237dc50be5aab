import type { CoreDatabase } from '../../core/db/core-database.ts';
import type { DialectName } from '../../testing/databases.ts';
import { createTestPortal, type TestPortal } from '../../testing/portal.ts';
import { receivedPickup, type Json } from '../reports/test-support.ts';
import type { BreaksDatabase } from '../breaks/index.ts';
import type { InvoicingDatabase } from '../invoicing/index.ts';
import type { PickupsDatabase } from '../pickups/index.ts';
import type { ReportsDatabase } from '../reports/index.ts';
import type { SampleTypesDatabase } from '../sample-types/index.ts';
import stats from './index.ts';
import { ownTables } from '../../core/db/own-tables.ts';

export { call, type Json } from '../reports/test-support.ts';

/** The tables the tests set up and check. */
type TestDatabase = PickupsDatabase & BreaksDatabase & ReportsDatabase & SampleTypesDatabase & InvoicingDatabase;

/** A demo portal with stats and everything it reads. */
export function statsPortal(kind: DialectName): Promise<TestPortal> {
  return createTestPortal({ kind, plugins: [stats], enable: ['dashboard'] });
}

export const statsDb = (t: TestPortal) => ownTables<TestDatabase, CoreDatabase>(t.db);

/** A saved project address of a company, straight in its table. */
export async function projectAddress(t: TestPortal, customerId: number, street: string): Promise<number> {
  const row = await t.db
    .withTables<{ savedLocations: { id: number; customerId: number; pickupAddr1: string; pickupCity: string } }>()
    .insertInto('savedLocations')
    .values({ customerId, pickupAddr1: street, pickupCity: 'Fresno' } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * A received set of cylinders of the demo company at a project address, cast on `castDate`, of
 * mix `mix` at f'c 4,000 psi, every cylinder broken at 28 days with the given strengths.
 */
export async function brokenSet(
  t: TestPortal,
  token: string,
  set: { locationId: number; castDate: string; mix: string; strengths: readonly number[] },
): Promise<{ pickup: Json; reportId: number }> {
  const { pickup, reports } = await receivedPickup(t, token, { castDate: set.castDate, qty: set.strengths.length });
  const db = statsDb(t);
  const report = reports[0] as Json;
  await db
    .updateTable('reports')
    .set({ savedLocationId: set.locationId, dataSheetInfo: JSON.stringify({ mixDesignNum: set.mix }) })
    .where('id', '=', report.id)
    .execute();
  await db.updateTable('pickups').set({ savedProjectLocationId: set.locationId }).where('id', '=', pickup.id).execute();
  const designAge = await db.selectFrom('testTypes').select('id').where('dateVariance', '=', 28).executeTakeFirstOrThrow();
  const sample = (pickup.samples as Json[]).find((candidate) => candidate.id === report.sampleId) as Json;
  const specimens = await db.selectFrom('specimens').select('id').where('sampleId', '=', sample.id).orderBy('n').execute();
  for (const [index, specimen] of specimens.entries()) {
    await db.updateTable('specimens').set({ testTypeId: designAge.id, specimenStatus: 'Tested' }).where('id', '=', specimen.id).execute();
    await db
      .insertInto('testResults')
      .values({
        specimenId: specimen.id,
        sampleId: sample.id,
        pickupId: pickup.id,
        templateId: 'ds-pq-502.1',
        templateVersion: '1.1.0',
        results: JSON.stringify({ calculatedPsi: set.strengths[index] }),
        status: 'Passed',
        calculatedPsi: set.strengths[index]!,
        testDate: set.castDate,
      })
      .execute();
  }
  return { pickup, reportId: report.id };
}
