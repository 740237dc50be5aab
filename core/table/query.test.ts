import { Kysely, PostgresDialect, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, dialectsUnderTest } from '../../testing/databases.ts';
import { statementCounter } from '../../testing/statement-counter.ts';
import type { Database } from '../db/database.ts';
import { preparedName } from '../db/prepared.ts';
import {
  breaksModel,
  createBreaks,
  createSpecimens,
  SPECIMENS,
  specimensModel as model,
  specimensWithCompanyModel as companyModel,
} from '../../test/support/table-fixture.ts';
import { parseTableParams } from './params.ts';
import type { TableModel } from './model.ts';
import { countCap, executeListStatement, runTableQuery } from './query.ts';
import { addSearchText, searchDocument } from './search-text.ts';

describe.each(dialectsUnderTest())('runTableQuery on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await createSpecimens(database.db);
  });
  afterAll(() => database.close());

  const run = (query: Record<string, string>) => runTableQuery(database.db, model, parseTableParams(model, query));
  const labels = async (query: Record<string, string>) => (await run(query)).rows.map((row) => row.label);
  const where = (conditions: unknown) => labels({ conditions: JSON.stringify(conditions) });

  it('answers the declared fields, in the default order, with the count', async () => {
    const { rows, count } = await run({});
    expect(count).toBe(6);
    expect(rows[0]).toEqual({ id: 1, label: 'Cylinder A', city: 'Portland', weight: 12, castOn: '2026-01-05', passed: true, companyId: 1 });
    expect(rows.map((row) => row.id)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('sorts by a field either way, with the key breaking ties in the same direction', async () => {
    // Cylinder B (id 2) and prism SOUTH (id 6) both weigh 8.
    expect(await labels({ sort: 'weight:asc' })).toEqual(['Cube_7', 'Cylinder B', 'prism SOUTH', 'Cylinder A', 'Cube 50%', 'Prism north']);
    expect(await labels({ sort: 'weight:DESC' })).toEqual(['Prism north', 'Cube 50%', 'Cylinder A', 'prism SOUTH', 'Cylinder B', 'Cube_7']);
  });

  it.each<[string, unknown, string[]]>([
    ['eq', { city: 'Portland' }, ['Cylinder A', 'Prism north']],
    ['eq null', { city: null }, ['Cube_7']],
    ['ne, keeping empty values', { city: { ne: 'Portland' } }, ['Cylinder B', 'Cube 50%', 'Cube_7', 'prism SOUTH']],
    ['ne null', { castOn: { ne: null } }, ['Cylinder A', 'Cylinder B', 'Cube 50%', 'Cube_7', 'prism SOUTH']],
    ['lt', { weight: { lt: 8 } }, ['Cube_7']],
    ['lte', { weight: { lte: 8 } }, ['Cylinder B', 'Cube_7', 'prism SOUTH']],
    ['gt', { weight: { gt: 12 } }, ['Cube 50%', 'Prism north']],
    ['gte and lte together', { weight: { gte: '8', lte: '12' } }, ['Cylinder A', 'Cylinder B', 'prism SOUTH']],
    ['in', { city: { in: ['Salem', 'Bend'] } }, ['Cylinder B', 'prism SOUTH']],
    ['in on dates', { castOn: { in: ['2026-01-05', '2026-02-14'] } }, ['Cylinder A', 'prism SOUTH']],
    ['like, ignoring case', { label: { like: 'prism%' } }, ['Prism north', 'prism SOUTH']],
    ['a boolean', { passed: false }, ['Cylinder B', 'Prism north']],
    ['a boolean as text', { passed: { ne: 'false' } }, ['Cylinder A', 'Cube 50%', 'Cube_7', 'prism SOUTH']],
    ['a date', { castOn: { gt: '2026-01-31' } }, ['Cube_7', 'prism SOUTH']],
    ['two fields', { city: 'Portland', passed: true }, ['Cylinder A']],
  ])('filters with %s', async (_what, conditions, expected) => {
    expect(await where(conditions)).toEqual(expected);
  });

  it('searches the declared text fields, ignoring case, every word somewhere', async () => {
    expect(await labels({ search: 'PORTLAND' })).toEqual(['Cylinder A', 'Prism north']);
    expect(await labels({ search: 'prism portland' })).toEqual(['Prism north']);
    expect(await labels({ search: 'nowhere' })).toEqual([]);
  });

  it('takes % and _ in a search literally', async () => {
    expect(await labels({ search: '50%' })).toEqual(['Cube 50%']);
    expect(await labels({ search: '%' })).toEqual(['Cube 50%']);
    expect(await labels({ search: 'e_7' })).toEqual(['Cube_7']);
    expect(await labels({ search: '_' })).toEqual(['Cube_7']);
  });

  it('filters by the date field, both ends included', async () => {
    expect(await labels({ startDate: '2026-01-10', endDate: '2026-02-01' })).toEqual(['Cylinder B', 'Cube 50%', 'Cube_7']);
    expect(await labels({ startDate: '2026-02-01' })).toEqual(['Cube_7', 'prism SOUTH']);
    expect(await labels({ endDate: '2026-01-05' })).toEqual(['Cylinder A']);
  });

  it("orders by the model's groups first, each group in the requested order", async () => {
    // Passed ones first (group 0), then the others: within each, by weight either way.
    const grouped = { ...model, groupOrder: sql`(case when ${sql.ref('tableSpecimens.passed')} then 0 else 1 end)` };
    const byGroup = async (sort: string) =>
      (await runTableQuery(database.db, grouped, parseTableParams(grouped, { sort }))).rows.map((row) => row.label);
    expect(await byGroup('weight:asc')).toEqual(['Cube_7', 'prism SOUTH', 'Cylinder A', 'Cube 50%', 'Cylinder B', 'Prism north']);
    expect(await byGroup('weight:desc')).toEqual(['Cube 50%', 'Cylinder A', 'prism SOUTH', 'Cube_7', 'Prism north', 'Cylinder B']);
  });

  it('pages with limit and offset, counting every matching row', async () => {
    expect(await run({ limit: '2', offset: '2' })).toMatchObject({ count: 6, rows: [{ id: 3 }, { id: 4 }] });
    expect(await run({ limit: '4', offset: '4' })).toMatchObject({ count: 6, rows: [{ id: 5 }, { id: 6 }] });
    expect(await run({ limit: '2', offset: '10' })).toEqual({ count: 6, rows: [] });
    expect(await run({ limit: '1', search: 'cylinder' })).toMatchObject({ count: 2, rows: [{ id: 1 }] });
  });

  it('skips the count when asked', async () => {
    const result = await run({ limit: '2', count: 'false' });
    expect(result.rows).toHaveLength(2);
    expect(result).not.toHaveProperty('count');
  });

  it("runs a list's statement prepared, and a search's planned for its word each time", async () => {
    const byLabel = (label: string) => database.db.selectFrom('tableSpecimens').select('id').where('label', '=', label);
    const plain = byLabel('Cylinder A');
    expect(await executeListStatement(database.db, {}, plain)).toEqual([{ id: 1 }]);
    expect(preparedName(plain.compile().sql)).toBeDefined();
    const searched = byLabel('Cylinder B').select('label');
    expect(await executeListStatement(database.db, { search: 'cylinder' }, searched)).toEqual([{ id: 2, label: 'Cylinder B' }]);
    expect(preparedName(searched.compile().sql)).toBeUndefined();
  });

  it('lets the route narrow the base query', async () => {
    const params = parseTableParams(model, { sort: 'label:asc' });
    const result = await runTableQuery(database.db, model, params, (query) => query.where('tableSpecimens.companyId', '=', 2));
    expect(result).toMatchObject({ count: 2, rows: [{ label: 'Cube 50%' }, { label: 'Cube_7' }] });
  });
});

describe.each(dialectsUnderTest())('runTableQuery with a joined search field, on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await createSpecimens(database.db);
  });
  afterAll(() => database.close());

  const labels = async (query: Record<string, string>) =>
    (await runTableQuery(database.db, companyModel, parseTableParams(companyModel, query))).rows.map((row) => row.label);

  it('finds rows by the joined table, by their own fields, or both', async () => {
    expect(await labels({ search: 'acme' })).toEqual(['Cube 50%', 'Cube_7']);
    // Portland is the city of two rows and the company of two, one row being both.
    expect(await labels({ search: 'portland' })).toEqual(['Cylinder A', 'Prism north', 'prism SOUTH']);
    expect(await labels({ search: 'concrete south' })).toEqual(['prism SOUTH']);
    expect(await labels({ search: 'acme prism' })).toEqual([]);
  });

  it('pages through rows that several alternatives match, each row once', async () => {
    const page = (offset: number) =>
      runTableQuery(database.db, companyModel, parseTableParams(companyModel, { search: 'portland', limit: '1', offset: String(offset) }));
    expect(await page(0)).toEqual({ count: 3, rows: [expect.objectContaining({ label: 'Cylinder A' })] });
    expect(await page(1)).toEqual({ count: 3, rows: [expect.objectContaining({ label: 'Prism north' })] });
    expect(await page(2)).toEqual({ count: 3, rows: [expect.objectContaining({ label: 'prism SOUTH' })] });
    expect(await page(3)).toEqual({ count: 3, rows: [] });
  });

  it('answers a page and its count in one statement, after one look-up in the joined table for every word', async () => {
    const statements = async (which: TableModel, query: Record<string, string>) => {
      const counter = statementCounter();
      let count: number | undefined;
      const sent = await counter.during(async () => {
        ({ count } = await runTableQuery(database.db.withPlugin(counter.plugin), which, parseTableParams(which, query)));
      });
      return { count, statements: sent.length };
    };
    expect(await statements(model, { search: 'portland', sort: 'weight:desc' })).toEqual({ count: 2, statements: 1 });
    expect(await statements(companyModel, { search: 'portland', sort: 'weight:desc' })).toEqual({ count: 3, statements: 2 });
    expect(await statements(companyModel, { search: 'portland concrete prism' })).toEqual({ count: 2, statements: 2 });
  });

  it('answers the joined field among the row fields', async () => {
    const { rows } = await runTableQuery(database.db, companyModel, parseTableParams(companyModel, { search: 'cube_7' }));
    expect(rows).toEqual([expect.objectContaining({ label: 'Cube_7', companyName: 'Acme Labs' })]);
  });
});

describe.each(dialectsUnderTest())('runTableQuery with a search through another table, on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await createSpecimens(database.db);
    await createBreaks(database.db);
  });
  afterAll(() => database.close());

  const run = (query: Record<string, string>) => runTableQuery(database.db, breaksModel, parseTableParams(breaksModel, query));

  it("reads a word's own text and the other table's matches as a union, a row both find once", async () => {
    // Break 5 is a Portland break of Portland Concrete's specimen; break 6 is that company's other specimen's.
    expect(await run({ search: 'portland' })).toEqual({
      count: 2,
      rows: [
        { id: 5, label: 'Portland break', specimenLabel: 'Prism north', companyName: 'Portland Concrete' },
        { id: 6, label: 'Break 6', specimenLabel: 'prism SOUTH', companyName: 'Portland Concrete' },
      ],
    });
    expect((await run({ search: 'portland', sort: 'id:desc' })).rows.map((row) => row.id)).toEqual([6, 5]);
    expect((await run({ search: 'acme break' })).rows.map((row) => row.id)).toEqual([3, 4]);
    expect(await run({ search: 'nowhere' })).toEqual({ count: 0, rows: [] });
  });

  it('pages through the union, counting each row once', async () => {
    const page = (offset: number) => run({ search: 'portland', limit: '1', offset: String(offset) });
    expect(await page(0)).toMatchObject({ count: 2, rows: [{ id: 5 }] });
    expect(await page(1)).toMatchObject({ count: 2, rows: [{ id: 6 }] });
    expect(await page(2)).toEqual({ count: 2, rows: [] });
    expect(await run({ search: 'portland', count: 'false', limit: '1', offset: '1' })).toEqual({
      rows: [expect.objectContaining({ id: 6 })],
    });
  });
});

describe.each(dialectsUnderTest())('runTableQuery over a stored search text, on %s', (kind) => {
  let database: Database;
  const stored = { ...companyModel, searchColumn: 'tableSpecimens.searchText' };
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await createSpecimens(database.db);
    await addSearchText(database.db, 'table_specimens', [sql.ref('label'), sql.ref('city')]);
  });
  afterAll(() => database.close());

  const labels = async (query: Record<string, string>) =>
    (await runTableQuery(database.db, stored, parseTableParams(stored, query))).rows.map((row) => row.label);

  it('keeps the lower-cased text of the fields, and finds words in it as in the fields', async () => {
    const { rows } = await sql<{ searchText: string }>`select search_text from table_specimens order by id limit 2`.execute(database.db);
    expect(rows.map((row) => row.searchText)).toEqual(['cylinder a portland', 'cylinder b salem']);
    expect(await labels({ search: 'PORTLAND' })).toEqual(['Cylinder A', 'Prism north', 'prism SOUTH']);
    expect(await labels({ search: 'Prism Portland' })).toEqual(['Prism north', 'prism SOUTH']);
    expect(await labels({ search: '50%' })).toEqual(['Cube 50%']);
    expect(await labels({ search: 'e_7' })).toEqual(['Cube_7']);
  });

  it('answers the fields only, not the search text', async () => {
    const { rows } = await runTableQuery(database.db, stored, parseTableParams(stored, { search: 'cube_7' }));
    expect(rows).toEqual([{ ...SPECIMENS[3], id: 4, companyName: 'Acme Labs' }]);
  });

  it('keeps the text as rows change', async () => {
    await sql`update table_specimens set city = 'Astoria' where id = 2`.execute(database.db);
    expect(await labels({ search: 'astoria' })).toEqual(['Cylinder B']);
  });
});

describe.each(dialectsUnderTest())('runTableQuery on a long list, on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await createSpecimens(database.db);
    // 1,200 more rows of Acme's, and 1,001 more companies called Acme: past both limits.
    await sql`insert into table_specimens (label, city, weight, cast_on, passed, company_id)
      select 'Bulk ' || n, 'Fresno', 10, null, true, 2 from generate_series(1, 1200) as n`.execute(database.db);
    await sql`insert into table_companies (name) select 'Acme Branch ' || n from generate_series(1, 1001) as n`.execute(database.db);
  });
  afterAll(() => database.close());

  const run = (query: Record<string, string>) => runTableQuery(database.db, companyModel, parseTableParams(companyModel, query));

  it('stops counting at the next 1,000 past the page, and says so', async () => {
    expect(await run({})).toMatchObject({ count: 1000, countCapped: true });
    expect(await run({ offset: '950' })).toMatchObject({ count: 1000, countCapped: true });
    expect(await run({ offset: '960' })).toMatchObject({ count: 1206 });
    expect(await run({ offset: '960' })).not.toHaveProperty('countCapped');
    expect(await run({ offset: '1200', limit: '50' })).toMatchObject({ count: 1206, rows: [{}, {}, {}, {}, {}, {}] });
  });

  it('counts exactly below the cap', async () => {
    expect(await run({ search: 'fresno', limit: '10', conditions: JSON.stringify({ weight: { gt: 100 } }) })).toEqual({
      count: 0,
      rows: [],
    });
    // Bulk 1, 10-19, 100-199 and 1000-1200.
    expect(await run({ search: 'bulk', limit: '5', conditions: JSON.stringify({ label: { like: 'Bulk 1%' } }) })).toMatchObject({
      count: 312,
    });
  });

  it('still finds rows through a joined table matching more than a thousand rows', async () => {
    const { rows, count } = await run({ search: 'acme cube', sort: 'label:asc' });
    expect(rows.map((row) => row.label)).toEqual(['Cube 50%', 'Cube_7']);
    expect(count).toBe(2);
  });
});

describe('countCap', () => {
  it.each([
    [0, 50, 1000],
    [950, 50, 1000],
    [960, 50, 2000],
    [0, 500, 1000],
    [1000, 500, 2000],
    [1800, 500, 3000],
  ])('stops at offset %i, limit %i: %i', (offset, limit, cap) => {
    expect(countCap({ offset, limit })).toBe(cap);
  });
});

describe('searchDocument', () => {
  it('is the one field itself, or the fields joined by spaces with empty ones as empty text', () => {
    const db = new Kysely<Record<string, never>>({ dialect: new PostgresDialect({ pool: {} as never }) });
    const compile = (columns: string[]) =>
      db.selectNoFrom(sql`${searchDocument(columns.map((column) => sql.ref(column)))}`.as('text')).compile().sql;
    expect(compile(['t.a'])).toBe('select "t"."a" as "text"');
    expect(compile(['t.a', 't.b'])).toBe(`select (coalesce("t"."a", '') || ' ' || coalesce("t"."b", '')) as "text"`);
  });
});
