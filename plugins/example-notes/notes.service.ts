import type { Actor } from '../../core/auth/actor.ts';
import { constraintError } from '../../core/db/db-errors.ts';
import { NotFoundError } from '../../core/errors.ts';
import type { PluginContext } from '../../core/plugin/define-plugin.ts';
import { deleteNote, findNote, insertNote, updateNote } from './notes.repository.ts';
import type { NoteRow, NotesDatabase } from './notes.table.ts';
import { assertDeletable } from './rules.ts';
import type { NoteInput } from './schema.ts';

/** What the writes need from `ctx`, and nothing more: a test can hand in its own. */
export type NotesDeps = Pick<PluginContext<NotesDatabase>, 'db' | 'audit'>;

export const NOTE_NOT_FOUND = 'Note not found';
export const DUPLICATE_TITLE = 'A note with this title already exists';

/** A note as the API answers it: no timestamps, its version for the form to send back. */
export function presentNote(row: NoteRow) {
  const { createdAt: _created, updatedAt: _updated, ...note } = row;
  return note;
}
export type Note = ReturnType<typeof presentNote>;

/** One transaction per write; a title taken by a save at the same moment is the 409 a person can act on. */
async function inTransaction<T>(deps: NotesDeps, work: (trx: NotesDeps['db']) => Promise<T>): Promise<T> {
  try {
    return await deps.db.transaction().execute(work);
  } catch (error) {
    throw constraintError(error, 'save', { duplicate: DUPLICATE_TITLE });
  }
}

/** Services take who acts and parsed input, never an HTTP request. */
export function createNote(deps: NotesDeps, actor: Actor, input: NoteInput): Promise<Note> {
  const { version: _version, ...values } = input;
  return inTransaction(deps, async (trx) => {
    const note = presentNote(await insertNote(trx, values));
    await deps.audit.record(trx, { entity: 'note', recordId: note.id, action: 'create', after: note, actor });
    return note;
  });
}

export function saveNote(deps: NotesDeps, actor: Actor, id: number, input: NoteInput): Promise<Note> {
  const { version, ...values } = input;
  return inTransaction(deps, async (trx) => {
    const before = await findNote(trx, id);
    if (!before) throw new NotFoundError(NOTE_NOT_FOUND);
    const after = presentNote(await updateNote(trx, id, values, version));
    await deps.audit.record(trx, { entity: 'note', recordId: id, action: 'update', before: presentNote(before), after, actor });
    return after;
  });
}

export function removeNote(deps: NotesDeps, actor: Actor, id: number): Promise<void> {
  return inTransaction(deps, async (trx) => {
    const before = await findNote(trx, id);
    if (!before) throw new NotFoundError(NOTE_NOT_FOUND);
    assertDeletable(before);
    await deleteNote(trx, id);
    await deps.audit.record(trx, { entity: 'note', recordId: id, action: 'delete', before: presentNote(before), actor });
  });
}
