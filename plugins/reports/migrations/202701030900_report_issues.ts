import { sql, type Kysely } from 'kysely';

/**
 * What a report's review and issue record: the reviewer's role beside their name, the lab's
 * statements confirmed at review (an untested specimen and why), and one row per issued
 * revision: its one signed file, that file's SHA-256 and the code its verification page answers to.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('reports').addColumn('finalized_role', 'text').execute();
  // JSON as text, as the other lists of a report: [{ key, text }].
  await db.schema
    .alterTable('reports')
    .addColumn('statements', 'text', (col) => col.notNull().defaultTo('[]'))
    .execute();
  await db.schema
    .createTable('report_issues')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('report_id', 'integer', (col) => col.notNull().references('reports.id').onDelete('cascade'))
    .addColumn('revision', 'integer', (col) => col.notNull())
    .addColumn('filename', 'text', (col) => col.notNull().unique())
    .addColumn('sha256', 'text', (col) => col.notNull())
    // At least 96 random bits (20 base32 characters = 100 bits): the verification page's address.
    .addColumn('code', 'text', (col) => col.notNull().unique())
    .addColumn('issued_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('approved_by', 'text', (col) => col.notNull())
    .addColumn('approved_role', 'text', (col) => col.notNull())
    .addColumn('approved_at', 'timestamptz', (col) => col.notNull())
    .addColumn('amend_reason', 'text')
    .addUniqueConstraint('report_issues_revision_key', ['report_id', 'revision'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('report_issues').execute();
  await db.schema.alterTable('reports').dropColumn('statements').execute();
  await db.schema.alterTable('reports').dropColumn('finalized_role').execute();
}
