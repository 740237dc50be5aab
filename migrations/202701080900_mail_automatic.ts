import type { Kysely } from 'kysely';

/** Whether a mail was written by the portal on its own (a job, a schedule): it then says `Auto-Submitted`. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('mail_outbox')
    .addColumn('automatic', 'boolean', (col) => col.notNull().defaultTo(false))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('mail_outbox').dropColumn('automatic').execute();
}
