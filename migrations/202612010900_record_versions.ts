import type { Kysely } from 'kysely';
import { addVersionColumns, dropVersionColumns } from '../core/db/versioned.ts';

/** Editable records carry a version: a save from a form opened at an older one is refused (409). */
const TABLES = ['users'];

export async function up(db: Kysely<unknown>): Promise<void> {
  await addVersionColumns(db, TABLES);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropVersionColumns(db, TABLES);
}
