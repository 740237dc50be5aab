import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, dialectsUnderTest } from '../testing/databases.ts';
import type { Database } from '../db/database.ts';
import { createSpecimens, specimensModel as model } from './fixture.ts';
import { parseTableParams } from './params.ts';
import { runTableQuery } from './query.ts';

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

  it('sorts by a field either way, with the key breaking ties', async () => {
    expect(await labels({ sort: 'weight:asc' })).toEqual(['Cube_7', 'Cylinder B', 'prism SOUTH', 'Cylinder A', 'Cube 50%', 'Prism north']);
    expect(await labels({ sort: 'weight:DESC' })).toEqual(['Prism north', 'Cube 50%', 'Cylinder A', 'Cylinder B', 'prism SOUTH', 'Cube_7']);
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

  it('lets the route narrow the base query', async () => {
    const params = parseTableParams(model, { sort: 'label:asc' });
    const result = await runTableQuery(database.db, model, params, (query) => query.where('tableSpecimens.companyId', '=', 2));
    expect(result).toMatchObject({ count: 2, rows: [{ label: 'Cube 50%' }, { label: 'Cube_7' }] });
  });
});
