import type { Kysely } from 'kysely';
import type { CoreDatabase } from '../../core/db/core-database.ts';

/** One mail of the outbox, its secrets included (the caller decides what it shows). */
export function findMail(db: Kysely<CoreDatabase>, id: number) {
  return db.selectFrom('mailOutbox').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findJob(db: Kysely<CoreDatabase>, id: number) {
  return db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
}
