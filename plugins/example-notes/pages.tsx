import { serveRecordPages } from '../../lib/records/record-pages.tsx';
import type { PluginContext } from '../../core/plugin/define-plugin.ts';
import type { PortalRouter } from '../../core/plugin/router.ts';
import { dataTableProps } from '../../core/table/data-table.ts';
import * as NoteForm from './islands/NoteForm.tsx';
import { notesTableModel } from './notes.model.ts';
import { findNote } from './notes.repository.ts';
import { presentNote } from './notes.service.ts';
import type { NotesDatabase } from './notes.table.ts';
import { NOTES_PERMISSION as P } from './permissions.ts';
import { Island } from '../../core/ssr/island.tsx';

/** The list's columns: fields of the table model (which gives their headings, types and sorting), the title linking to the form. */
export const NOTES_TABLE = dataTableProps(notesTableModel, {
  path: '/api/example-notes',
  label: 'Notes',
  columns: [{ field: 'title', link: '/admin/example-notes/{id}' }, 'body', 'isPinned'],
  searchPlaceholder: 'Search by title or text',
});

/** `/admin/example-notes` (the list), `/admin/example-notes/new` and `/admin/example-notes/:id` (the form). */
export function notesPages(ctx: PluginContext<NotesDatabase>): PortalRouter {
  return serveRecordPages(ctx.http.pages(), ctx.http, {
    base: '/admin/example-notes',
    permission: P.write,
    title: 'Notes',
    noun: 'Note',
    table: NOTES_TABLE,
    find: async (id) => {
      const row = await findNote(ctx.db, id);
      return row && presentNote(row);
    },
    form: (note) => <Island of={NoteForm} note={note} />,
  });
}
