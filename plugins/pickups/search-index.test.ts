import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../../testing/databases.ts';
import type { TestPortal } from '../../testing/portal.ts';
import { searchTextMismatches } from '../../testing/search-text.ts';
import { parseTableParams } from '../../core/table/params.ts';
import { matchingQueries, pageQuery } from '../../core/table/query.ts';
import { pickupsTableModel } from './pickups.model.ts';
import { dbOf, pickupsPortal } from './test-support.ts';

// The stored search text is made by a migration from the fields it names: if they drift apart from
// the model's, the search misses words a reader sees in the list.
describe.each(dialectsUnderTest())('the pickups search text on %s', (kind) => {
  let t: TestPortal;
  beforeAll(async () => {
    t = await pickupsPortal(kind);
  });
  afterAll(() => t.close());

  it("is the lower-cased text of the model's own search fields, for every pickup", async () => {
    expect(await searchTextMismatches(dbOf(t), pickupsTableModel)).toBe(0);
  });

  it('serves the list search through its trigram index', async () => {
    const db = dbOf(t);
    const params = parseTableParams(pickupsTableModel, { search: 'quarry', sort: 'schedPickupDate:desc' });
    const plan = await db.transaction().execute(async (trx) => {
      // A demo database is small enough that a scan is cheaper; forbid it to see whether the index can serve.
      await sql`set local enable_seqscan = off`.execute(trx);
      const page = pageQuery(trx, pickupsTableModel, await matchingQueries(trx, pickupsTableModel, params), params).compile();
      const { rows } = await trx.executeQuery<{ 'QUERY PLAN': string }>(CompiledQuery.raw(`explain ${page.sql}`, [...page.parameters]));
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('pickups_search_text_trgm_idx');
  });
});
