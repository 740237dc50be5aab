import type { Kysely } from 'kysely';
import type { NewNoteRow, NotesDatabase } from './notes.table.ts';

export const DEMO_NOTES: NewNoteRow[] = [
  { title: 'Cylinder caps', body: 'Sulfur caps cure at least 2 hours before a break.', isPinned: true },
  { title: 'Press calibration', body: 'The compression machine is calibrated every January.' },
];

/** The demo notes that are missing (by title): running it twice changes nothing. */
export async function seedDemoNotes(db: Kysely<NotesDatabase>): Promise<void> {
  const existing = new Set((await db.selectFrom('exampleNotes').select('title').execute()).map((row) => row.title));
  const missing = DEMO_NOTES.filter((note) => !existing.has(note.title));
  if (missing.length > 0) await db.insertInto('exampleNotes').values(missing).execute();
}
