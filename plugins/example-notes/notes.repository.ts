import type { Kysely } from 'kysely';
import { updateVersioned } from '../../core/db/versioned.ts';
import type { NewNoteRow, NoteRow, NotesDatabase, NoteUpdate } from './notes.table.ts';

/** Plain query functions: the database or the caller's transaction first. */
type Db = Kysely<NotesDatabase>;

export function findNote(db: Db, id: number): Promise<NoteRow | undefined> {
  return db.selectFrom('exampleNotes').selectAll().where('id', '=', id).executeTakeFirst();
}

export function insertNote(db: Db, values: NewNoteRow): Promise<NoteRow> {
  return db.insertInto('exampleNotes').values(values).returningAll().executeTakeFirstOrThrow();
}

/** Saves a note from a form opened at `version`: a newer save since is the 409 (core's shared helper). */
export function updateNote(
  db: Db,
  id: number,
  values: Omit<NoteUpdate, 'version' | 'updatedAt'>,
  version: number | undefined,
): Promise<NoteRow> {
  return updateVersioned(version, (guard) =>
    db
      .updateTable('exampleNotes')
      .set({ ...values, version: guard.next, updatedAt: new Date() })
      .where('id', '=', id)
      .where(guard.unchanged)
      .returningAll()
      .executeTakeFirst(),
  );
}

export async function deleteNote(db: Db, id: number): Promise<void> {
  await db.deleteFrom('exampleNotes').where('id', '=', id).execute();
}
