import type { Kysely } from 'kysely';
import type { Actor } from '../../../core/auth/actor.ts';
import { constraintError } from '../../../core/db/db-errors.ts';
import { updateVersioned } from '../../../core/db/versioned.ts';
import { NotFoundError } from '../../../core/errors.ts';
import type { BreaksDatabase, ResultImportMappingRow } from '../breaks.table.ts';
import type { ImportMappingInput } from './schema.ts';

type Db = Kysely<BreaksDatabase>;

export const MAPPING_MESSAGE = {
  notFound: 'Column mapping not found',
  duplicate: 'This machine already has a column mapping: choose it to change it',
} as const;

/** A saved mapping as the API answers it. */
export interface ImportMapping {
  id: number;
  version: number;
  machine: string;
  columns: Record<string, string>;
  updatedAt: string;
}

const present = (row: ResultImportMappingRow): ImportMapping => ({
  id: row.id,
  version: row.version,
  machine: row.machine,
  columns: row.columns,
  updatedAt: row.updatedAt.toISOString(),
});

/** Every machine's mapping, by machine name. */
export async function listMappings(db: Db): Promise<ImportMapping[]> {
  return (await db.selectFrom('resultImportMappings').selectAll().orderBy('machine').execute()).map(present);
}

/** Saves a new machine's mapping; a machine has one (409 for a second). */
export async function createMapping(db: Db, actor: Actor, input: ImportMappingInput): Promise<ImportMapping> {
  try {
    const row = await db
      .insertInto('resultImportMappings')
      .values({ machine: input.machine, columns: JSON.stringify(input.columns), updatedBy: actor.userId })
      .returningAll()
      .executeTakeFirstOrThrow();
    return present(row);
  } catch (error) {
    throw constraintError(error, 'save', { duplicate: MAPPING_MESSAGE.duplicate });
  }
}

/** Changes a machine's mapping; a form opened before another save is refused (409). */
export async function updateMapping(db: Db, actor: Actor, id: number, input: ImportMappingInput): Promise<ImportMapping> {
  if (!(await db.selectFrom('resultImportMappings').select('id').where('id', '=', id).executeTakeFirst())) {
    throw new NotFoundError(MAPPING_MESSAGE.notFound);
  }
  try {
    const row = await updateVersioned(input.version, (guard) =>
      db
        .updateTable('resultImportMappings')
        .set({
          machine: input.machine,
          columns: JSON.stringify(input.columns),
          updatedBy: actor.userId,
          updatedAt: new Date(),
          version: guard.next,
        })
        .where('id', '=', id)
        .where(guard.unchanged)
        .returningAll()
        .executeTakeFirst(),
    );
    return present(row);
  } catch (error) {
    throw constraintError(error, 'save', { duplicate: MAPPING_MESSAGE.duplicate });
  }
}
