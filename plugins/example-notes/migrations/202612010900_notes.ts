import { sql, type Kysely } from 'kysely';

/** SQL names are snake_case; Kysely's CamelCasePlugin shows them as camelCase in code (`example_notes.is_pinned` is `exampleNotes.isPinned`). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('example_notes')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('title', 'text', (col) => col.notNull().unique())
    .addColumn('body', 'text')
    .addColumn('is_pinned', 'boolean', (col) => col.notNull().defaultTo(false))
    // Every editable record carries a version: a save from a stale form is a 409.
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  // The list sorts by title: an index serves it.
  await db.schema.createIndex('example_notes_title_idx').on('example_notes').columns(['title', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('example_notes').execute();
}
