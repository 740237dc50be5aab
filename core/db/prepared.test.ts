import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './database.ts';
import { executePrepared, planLiteral, preparedName, withPreparedStatements } from './prepared.ts';
import { compilingDatabase } from '../../testing/compiling-database.ts';
import { dialectsUnderTest, openTestDatabase } from '../../testing/databases.ts';

describe('a value written into a statement', () => {
  it('takes a yes/no or a day, and refuses any other text', () => {
    const db = compilingDatabase();
    const compiled = (value: boolean | string) => sql`select ${planLiteral(value)}`.compile(db).sql;
    expect(compiled(false)).toBe('select false');
    expect(compiled('2026-11-28')).toBe("select '2026-11-28'");
    expect(() => planLiteral("2026-11-28' or true --")).toThrow('Not a day to write into a statement');
    expect(() => planLiteral('mill')).toThrow('Not a day to write into a statement');
  });
});

describe.each(dialectsUnderTest())('a prepared statement on %s', (kind) => {
  let database: Database;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await sql`create table shelf (id serial primary key, label text not null)`.execute(database.db);
    await sql`insert into shelf (label) values ('first'), ('second'), ('third')`.execute(database.db);
  });
  afterAll(() => database.close());

  const shelfOf = (id: number) => database.db.selectFrom('shelf').select(['id', 'label']).where('id', '=', id);

  it('answers its rows for each run with other values, and is named by its text', async () => {
    expect(await executePrepared(database.db, shelfOf(2))).toEqual([{ id: 2, label: 'second' }]);
    expect(await executePrepared(database.db, shelfOf(3))).toEqual([{ id: 3, label: 'third' }]);
    const name = preparedName(shelfOf(1).compile().sql);
    expect(name).toMatch(/^portal_\d+$/);
    expect(preparedName(database.db.selectFrom('shelf').select('label').compile().sql)).toBeUndefined();
  });

  it('is prepared on the PostgreSQL connection that ran it, once whatever the runs; the embedded database keeps none', async () => {
    await database.db.connection().execute(async (connection) => {
      for (const id of [1, 2, 3, 1, 2, 3, 1]) await executePrepared(connection, shelfOf(id));
      const prepared = await sql<{ name: string }>`select name from pg_prepared_statements`.execute(connection);
      const named = kind === 'postgres' ? [preparedName(shelfOf(1).compile().sql)] : [];
      expect(prepared.rows.map((row) => row.name)).toEqual(named);
    });
  });

  it('keeps names for the thousand texts run last: the least recently run loses its own, and is named anew when run again', async () => {
    const numbered = (index: number) => database.db.selectFrom('shelf').select(sql<number>`${sql.lit(index)}`.as(`c${index}`));
    await executePrepared(database.db, numbered(0));
    const first = preparedName(numbered(0).compile().sql);
    for (let index = 1; index <= 1000; index += 1) await executePrepared(database.db, numbered(index));
    expect(preparedName(numbered(0).compile().sql)).toBeUndefined();
    expect(preparedName(numbered(1).compile().sql)).toMatch(/^portal_\d+$/);
    expect(await executePrepared(database.db, numbered(0))).toHaveLength(3);
    expect(preparedName(numbered(0).compile().sql)).not.toBe(first);
  });

  it('names every statement with parameters a unit of work sends on PostgreSQL, and only those, inside the work alone', async () => {
    const labelOf = (id: number) => database.db.selectFrom('shelf').select('label').where('id', '>=', id);
    const constant = database.db.selectFrom('shelf').select('id').where('label', 'is not', null);
    await database.db.transaction().execute(async (trx) => {
      await trx.selectFrom('shelf').select('label').where('id', '>=', 5).execute();
      expect(preparedName(labelOf(5).compile().sql)).toBeUndefined();
      await withPreparedStatements(async () => {
        await trx.selectFrom('shelf').select('label').where('id', '>=', 2).execute();
        await trx.selectFrom('shelf').select('id').where('label', 'is not', null).execute();
      });
      const prepared = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(trx);
      // The PostgreSQL client names them as it sends them; the embedded database keeps none.
      expect(/^portal_\d+$/.test(preparedName(labelOf(2).compile().sql) ?? '')).toBe(kind === 'postgres');
      expect(preparedName(constant.compile().sql)).toBeUndefined();
      expect(prepared.rows.some((row) => row.statement === labelOf(2).compile().sql)).toBe(kind === 'postgres');
    });
  });

  it('runs inside a transaction, which sees its own writes', async () => {
    await database.db.transaction().execute(async (trx) => {
      await trx.updateTable('shelf').set({ label: 'moved' }).where('id', '=', 1).execute();
      expect(await executePrepared(trx, shelfOf(1))).toEqual([{ id: 1, label: 'moved' }]);
    });
  });
});
