import { CamelCasePlugin, DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './database.ts';
import { compilingDatabase } from '../../testing/compiling-database.ts';
import { dialectsUnderTest, openTestDatabase } from '../../testing/databases.ts';

type Db = Kysely<Record<string, Record<string, unknown>>>;

/** Kysely's own way: the plugin renames the statement's tree before it is compiled. */
const pluginRenaming: Db = new Kysely({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (kysely) => new PostgresIntrospector(kysely),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
  plugins: [new CamelCasePlugin()],
});

/** Statements that name tables, columns, aliases, common tables and references every way the portal does. */
const statements: Array<[string, (db: Db) => { compile(): { sql: string } }]> = [
  [
    'a join with aliases, a reference and an order',
    (db) =>
      db
        .selectFrom('testResults as result')
        .innerJoin('sampleTypes', 'sampleTypes.id', 'result.sampleTypeId')
        .select([
          'result.calculatedPsi',
          sql.ref('sampleTypes.maxPsiPct').as('maxPct'),
          sql`${sql.ref('result.specimenId')} + 1`.as('nextId'),
        ])
        .where('result.testsComplete', '=', true)
        .orderBy('result.createdAt', 'desc'),
  ],
  [
    'a data-modifying common table, an insert from a select, and a returning',
    (db) =>
      db
        .with('inserted', (cte) => cte.insertInto('testResults').values({ specimenId: 1, templateId: 'a' }).returningAll())
        .with('history', (cte) =>
          cte
            .insertInto('testResultChanges')
            .columns(['testResultId', 'changedByName'])
            .expression((eb) => eb.selectFrom('inserted').select(['inserted.id', sql.lit('x').as('changedByName')])),
        )
        .selectFrom('inserted')
        .selectAll(),
  ],
  [
    'an insert with a conflict clause, and an update',
    (db) =>
      db
        .insertInto('jobSchedules')
        .values({ jobName: 'x', nextRunAt: sql`now()` })
        .onConflict((conflict) => conflict.column('jobName').doUpdateSet({ nextRunAt: sql.ref('excluded.nextRunAt') }))
        .returning(['jobSchedules.id', 'lastRunAt']),
  ],
  [
    'an update',
    (db) =>
      db
        .updateTable('specimens')
        .set({ specimenStatus: 'Tested', version: sql`version + 1` })
        .where('sampleId', 'in', [1, 2]),
  ],
];

describe('names written snake_case by the compiler', () => {
  it.each(statements)('writes %s as the camel-case plugin does', (_name, build) => {
    const compiled = build(compilingDatabase()).compile().sql;
    expect(compiled).toBe(build(pluginRenaming).compile().sql);
    expect(compiled).not.toMatch(/[a-z][A-Z]/);
  });
});

describe.each(dialectsUnderTest())('rows on %s', (kind) => {
  let database: Database;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await sql`create table shelf_items (id serial primary key, item_label text not null, is_pinned boolean not null)`.execute(database.db);
  });
  afterAll(() => database.close());

  it('come back with camelCase keys from statements written with camelCase names', async () => {
    const db = database.db as unknown as Db;
    await db.insertInto('shelfItems').values({ itemLabel: 'first', isPinned: true }).execute();
    const rows = await db.selectFrom('shelfItems').select(['itemLabel', 'isPinned']).where('isPinned', '=', true).execute();
    expect(rows).toEqual([{ itemLabel: 'first', isPinned: true }]);
  });
});
