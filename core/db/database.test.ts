import { sql, type ColumnType, type Generated, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './database.ts';
import { migratePortal } from './migrations.ts';
import { dialectsUnderTest, openTestDatabase } from '../../testing/databases.ts';

interface ProbeTables {
  probe: {
    id: Generated<number>;
    label: string;
    amount: ColumnType<string, string | undefined, string>;
    day: ColumnType<string, never, never>;
    at: ColumnType<Date, never, never>;
  };
}

const EMBEDDED_IN_A_THREAD = 'pglite in a thread of its own';

describe.each([...dialectsUnderTest(), EMBEDDED_IN_A_THREAD] as const)('the database on %s', (kind) => {
  let database: Database;
  let db: Kysely<ProbeTables>;

  beforeAll(async () => {
    database = kind === EMBEDDED_IN_A_THREAD ? await openDatabase({ dataDir: 'memory://', thread: true }) : await openTestDatabase(kind);
    db = database.db as Kysely<ProbeTables>;
    await db.schema
      .createTable('probe')
      .addColumn('id', 'serial', (col) => col.primaryKey())
      .addColumn('label', 'text', (col) => col.notNull())
      .addColumn('amount', 'numeric(12, 2)', (col) => col.notNull().defaultTo(0))
      .addColumn('day', 'date', (col) => col.notNull().defaultTo(sql`'2026-03-01'`))
      .addColumn('at', 'timestamptz', (col) => col.notNull().defaultTo(sql`'2026-03-01T12:00:00Z'`))
      .execute();
  });
  afterAll(() => database.close());

  it('keeps two concurrent transactions apart: neither sees the other uncommitted rows', async () => {
    let releaseFirst!: () => void;
    const firstMayFinish = new Promise<void>((resolve) => (releaseFirst = resolve));
    const seenByFirst: string[][] = [];
    const seenBySecond: string[][] = [];

    const first = db.transaction().execute(async (trx) => {
      await trx.insertInto('probe').values({ label: 'first' }).execute();
      seenByFirst.push((await trx.selectFrom('probe').select('label').execute()).map((row) => row.label));
      await firstMayFinish;
      throw new Error('roll the first one back');
    });
    const second = db.transaction().execute(async (trx) => {
      await trx.insertInto('probe').values({ label: 'second' }).execute();
      seenBySecond.push((await trx.selectFrom('probe').select('label').execute()).map((row) => row.label));
    });
    setTimeout(releaseFirst, 50);

    await expect(first).rejects.toThrow('roll the first one back');
    await second;
    expect(seenByFirst).toEqual([['first']]);
    expect(seenBySecond).toEqual([['second']]);
    const committed = await db.selectFrom('probe').select('label').execute();
    expect(committed.map((row) => row.label)).toEqual(['second']);
  });

  it('answers dates as YYYY-MM-DD, money as exact decimals and instants as Dates', async () => {
    await db.insertInto('probe').values({ label: 'money', amount: '1234.565' }).execute();
    const row = await db.selectFrom('probe').selectAll().where('label', '=', 'money').executeTakeFirstOrThrow();
    expect(row.day).toBe('2026-03-01');
    expect(row.amount).toBe('1234.57');
    expect(row.at).toBeInstanceOf(Date);
    expect(row.at.toISOString()).toBe('2026-03-01T12:00:00.000Z');
    const count = await db
      .selectFrom('probe')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(count.n).toBe(2);
  });

  it('counts the rows an update and a delete change', async () => {
    await db
      .insertInto('probe')
      .values([{ label: 'count-a' }, { label: 'count-b' }])
      .execute();
    const updated = await db.updateTable('probe').set({ amount: '1' }).where('label', 'like', 'count-%').executeTakeFirst();
    expect(updated.numUpdatedRows).toBe(2n);
    const deleted = await db.deleteFrom('probe').where('label', '=', 'count-a').executeTakeFirst();
    expect(deleted.numDeletedRows).toBe(1n);
  });

  it('reports a failed statement with its SQLSTATE and constraint, and goes on answering', async () => {
    await db.schema.createIndex('probe_label_unique').unique().on('probe').column('label').ifNotExists().execute();
    await db.insertInto('probe').values({ label: 'unique-label' }).execute();
    const failure = await db
      .insertInto('probe')
      .values({ label: 'unique-label' })
      .execute()
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(failure).toBeInstanceOf(Error);
    expect(failure).toMatchObject({ code: '23505', constraint: 'probe_label_unique' });
    expect(await db.selectFrom('probe').select('label').where('label', '=', 'unique-label').execute()).toHaveLength(1);
  });

  it('runs core migrations once: a second run applies nothing', async () => {
    const first = await migratePortal(database.db, []);
    expect(first).toContain('core/202611221400_users_and_sessions');
    expect(await migratePortal(database.db, [])).toEqual([]);
  });
});
