import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CoreDatabase } from '../../core/db/core-database.ts';
import { ownTables } from '../../core/db/own-tables.ts';
import { dialectsUnderTest } from '../../testing/databases.ts';
import { indexPlan } from '../../testing/query-plan.ts';
import type { TestPortal } from '../../testing/portal.ts';
import { searchTextMismatches } from '../../testing/search-text.ts';
import { parseTableParams } from '../../core/table/params.ts';
import { matchingQueries, pageQuery } from '../../core/table/query.ts';
import { pickupsTableModel } from './pickups.model.ts';
import type { PickupsDatabase } from './pickups.table.ts';
import { waitingRequestsQuery } from './requests/service.ts';
import { dbOf, pickupsPortal } from './test-support.ts';

// The stored search text is made by a migration from the fields it names: if they drift apart from
// the model's, the search misses words a reader sees in the list.
describe.each(dialectsUnderTest())('the pickups search text and indexes on %s', (kind) => {
  let t: TestPortal;
  beforeAll(async () => {
    t = await pickupsPortal(kind);
  });
  afterAll(() => t.close());

  it("is the lower-cased text of the model's own search fields, for every pickup", async () => {
    expect(await searchTextMismatches(dbOf(t), pickupsTableModel)).toBe(0);
  });

  it('serves the list search through its trigram index', async () => {
    const params = parseTableParams(pickupsTableModel, { search: 'quarry', sort: 'schedPickupDate:desc' });
    const plan = await indexPlan(dbOf(t), async (trx) =>
      pageQuery(trx, pickupsTableModel, await matchingQueries(trx, pickupsTableModel, params), params).compile(),
    );
    expect(plan).toContain('pickups_search_text_trgm_idx');
  });

  // At 100,000 pickups the waiting requests, read by every load of /admin/pickups, took 0.3 s when
  // the planner walked all pickups by date for the few Requested ones (decision 246).
  it('reads the requests waiting for the office from the index of pickups by status, not by walking every pickup', async () => {
    const plan = await indexPlan(ownTables<PickupsDatabase, CoreDatabase>(t.db), (trx) => waitingRequestsQuery(trx).compile());
    expect(plan).toContain('pickups_status_sched_idx');
    expect(plan).not.toContain('pickups_sched_pickup_date_idx');
  });
});
