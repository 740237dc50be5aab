import { sql, type ColumnType, type Expression, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import * as z from 'zod/mini';
import { ConflictError } from '../errors.ts';

/** What a save from a stale form answers (409): somebody saved the record since the form was opened. */
export const STALE_RECORD_MESSAGE =
  'Someone else saved this record after you opened it. Reload the page to see their changes, then make yours again.';

/**
 * The `version` a form sends back: the one it was opened with. Optional for scripts that do not
 * care; every form of the portal sends it.
 */
export const versionField = z.optional(
  z.int({ error: 'Invalid version' }).check(z.minimum(1, 'Invalid version'), z.maximum(2_147_483_647, 'Invalid version')),
);

/** The two parts of a versioned save: raise the version, and only while it is still the form's. */
export interface VersionGuard {
  /** Goes into `set(...)`: `{ version: guard.next }`. */
  next: RawBuilder<number>;
  /** Goes into `where(...)`: true while the row has the form's version (always, when the form sent none). */
  unchanged: Expression<SqlBool>;
}

/**
 * Saves one record only if nobody saved it since the form was opened: the update raises
 * `version` by one where it still equals the form's; no row updated means a newer save won,
 * and the answer is the 409 asking to reload. The check and the write are one statement, so
 * two saves from the same version cannot both pass.
 * @example const row = await updateVersioned(input.version, (v) =>
 *   trx.updateTable('inspectors').set({ ...values, version: v.next }).where('id', '=', id).where(v.unchanged).returningAll().executeTakeFirst());
 */
export async function updateVersioned<R>(version: number | undefined, update: (guard: VersionGuard) => Promise<R | undefined>): Promise<R> {
  const row = await update({
    next: sql<number>`version + 1`,
    unchanged: version === undefined ? sql<SqlBool>`true` : sql<SqlBool>`version = ${version}`,
  });
  if (row === undefined) throw new ConflictError(STALE_RECORD_MESSAGE);
  return row;
}

/** Refuses a form opened at another version than the record's, before any of its parts is written. */
export function assertCurrentVersion(record: { version: number }, version: number | undefined): void {
  if (version !== undefined && version !== record.version) throw new ConflictError(STALE_RECORD_MESSAGE);
}

/** The `version` column of an editable record, as its table type declares it: read, raised by saves, never inserted. */
export type VersionColumn = ColumnType<number, never, number>;

/**
 * Adds `version integer not null default 1` to editable tables, for their migrations.
 * @example export const up = (db: Kysely<unknown>) => addVersionColumns(db, ['materials']);
 */
export async function addVersionColumns(db: Kysely<unknown>, tables: readonly string[]): Promise<void> {
  for (const table of tables) {
    await db.schema
      .alterTable(table)
      .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
      .execute();
  }
}

export async function dropVersionColumns(db: Kysely<unknown>, tables: readonly string[]): Promise<void> {
  for (const table of tables) await db.schema.alterTable(table).dropColumn('version').execute();
}
