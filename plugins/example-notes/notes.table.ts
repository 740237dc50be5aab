import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { CoreDatabase } from '../../core/db/core-database.ts';
import type { VersionColumn } from '../../core/db/versioned.ts';

export interface NotesTable {
  id: Generated<number>;
  title: string;
  body: string | null;
  isPinned: ColumnType<boolean, boolean | undefined, boolean>;
  version: VersionColumn;
  createdAt: ColumnType<Date, never, never>;
  updatedAt: ColumnType<Date, never, Date>;
}

/** What this plugin's queries see: its own table and core's. `definePlugin<NotesDatabase>` types `ctx.db` with it. */
export type NotesDatabase = CoreDatabase & {
  exampleNotes: NotesTable;
};

export type NoteRow = Selectable<NotesTable>;
export type NewNoteRow = Insertable<NotesTable>;
export type NoteUpdate = Updateable<NotesTable>;
