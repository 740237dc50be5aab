import { sql } from 'kysely';
import { compilingDatabase } from '../../testing/compiling-database.ts';
import { describe, expect, it } from 'vitest';
import { announcingPlugin } from './announcing-plugin.ts';
import { DataChanges } from './data-changes.ts';

/** A database that answers nothing, its statements compiled as the portal's are, then announced. */
function announcingDatabase() {
  const changes = new DataChanges();
  const tables: Array<string[] | 'every'> = [];
  changes.subscribe((changed) => tables.push(changed === 'every' ? changed : [...changed]));
  const db = compilingDatabase().withPlugin(announcingPlugin(changes));
  return { db, heard: () => tables.length, tables };
}

describe('the announcing database plugin', () => {
  it("announces the lab's writes, raw ones included", async () => {
    const { db, tables } = announcingDatabase();
    await db.insertInto('auditTrail').values({ entity: 'pickup' }).execute();
    await db.updateTable('pickups as p').set({ stopNum: 2 }).execute();
    await db.deleteFrom('specimens').execute();
    await sql`update pickups set stop_num = 1`.execute(db);
    await sql`with gone as (delete from specimens returning id) select count(*) from gone`.execute(db);
    // Each with the tables it wrote, in one spelling; a raw write's tables are not told apart.
    expect(tables).toEqual([['audittrail'], ['pickups'], ['specimens'], 'every', 'every']);
  });

  it("announces no read, and none of core's bookkeeping: a session's touch, the job queue, logs, throttles", async () => {
    const { db, heard } = announcingDatabase();
    await db.selectFrom('pickups').selectAll().execute();
    await sql`select id from jobs for update skip locked`.execute(db);
    await db.updateTable('sessions').set({ lastSeenAt: new Date() }).execute();
    await db.updateTable('jobs').set({ status: 'running' }).execute();
    await db.insertInto('jobSchedules').values({ job: 'x' }).execute();
    await db.insertInto('logs').values({ message: 'm' }).execute();
    await db.insertInto('loginFailures').values({ email: 'a' }).execute();
    await db.deleteFrom('rateLimits').execute();
    expect(heard()).toBe(0);
  });
});
