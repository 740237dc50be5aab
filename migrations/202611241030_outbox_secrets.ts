import { sql, type Kysely } from 'kysely';

/** The secrets a mail carries (the token of a link), masked in the outbox once the mail went out over SMTP. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('mail_outbox')
    .addColumn('secrets', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('mail_outbox').dropColumn('secrets').execute();
}
