import { sql, type Kysely } from 'kysely';

/**
 * Every server process keeps the sessions it has read in memory. A change to a user, or a
 * session revoked or deleted, is announced on the `portal_auth` channel once its transaction
 * commits, so each process forgets what it kept (core/auth/session-cache.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function portal_auth_changed() returns trigger language plpgsql as $$
    begin
      perform pg_notify('portal_auth', tg_table_name);
      return null;
    end
    $$`.execute(db);
  await sql`create trigger users_auth_changed after update or delete on users for each statement execute function portal_auth_changed()`.execute(
    db,
  );
  await sql`create trigger sessions_auth_changed after update of revoked_at or delete on sessions for each statement execute function portal_auth_changed()`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger sessions_auth_changed on sessions`.execute(db);
  await sql`drop trigger users_auth_changed on users`.execute(db);
  await sql`drop function portal_auth_changed()`.execute(db);
}
