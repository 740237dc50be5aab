import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CoreDatabase } from '../../../core/db/core-database.ts';
import { ownTables } from '../../../core/db/own-tables.ts';
import { dialectsUnderTest } from '../../../testing/databases.ts';
import type { TestPortal } from '../../../testing/portal.ts';
import type { PickupsDatabase } from '../pickups.table.ts';
import { pickupsPortal } from '../test-support.ts';
import { waitingRequestsQuery } from './service.ts';

// At 100,000 pickups the waiting requests, read by every load of /admin/pickups, took 0.3 s when
// the planner walked all pickups by date for the few Requested ones (decision 246).
describe.each(dialectsUnderTest())('the requests waiting for the office on %s', (kind) => {
  let t: TestPortal;
  beforeAll(async () => {
    t = await pickupsPortal(kind);
  });
  afterAll(() => t.close());

  it('are read from the index of pickups by status, not by walking every pickup', async () => {
    const plan = await t.db.transaction().execute(async (trx) => {
      // A demo database is small enough that a scan is cheaper; forbid it to see which index serves.
      await sql`set local enable_seqscan = off`.execute(trx);
      const query = waitingRequestsQuery(ownTables<PickupsDatabase, CoreDatabase>(trx)).compile();
      const { rows } = await trx.executeQuery<{ 'QUERY PLAN': string }>(CompiledQuery.raw(`explain ${query.sql}`, [...query.parameters]));
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('pickups_status_sched_idx');
    expect(plan).not.toContain('pickups_sched_pickup_date_idx');
  });
});
