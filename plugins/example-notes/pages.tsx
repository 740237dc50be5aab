import { serveRecordPages } from '../../core/crud/record-pages.tsx';
import type { PluginContext } from '../../core/plugin/define-plugin.ts';
import type { PortalRouter } from '../../core/plugin/router.ts';
import { Island } from '../../core/ssr/island.tsx';
import type { DataTableProps } from '../../web/table/props.ts';
import NoteForm from './islands/NoteForm.tsx';
import { findNote } from './notes.repository.ts';
import { presentNote } from './notes.service.ts';
import type { NotesDatabase } from './notes.table.ts';
import { NOTES_PERMISSION as P } from './permissions.ts';

/** The list's columns: the fields of the table model the page shows, with links to the form. */
export const NOTES_TABLE: Omit<DataTableProps, 'userId'> = {
  path: '/api/example-notes',
  label: 'Notes',
  columns: [
    { field: 'title', label: 'Title', type: 'text', link: '/admin/example-notes/{id}' },
    { field: 'body', label: 'Note', type: 'text', sortable: false },
    { field: 'isPinned', label: 'Pinned', type: 'boolean' },
  ],
  defaultSort: { field: 'title', dir: 'asc' },
  searchPlaceholder: 'Search by title or text',
};

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
    form: (note) => <Island name="example-notes.NoteForm" component={NoteForm} props={{ note }} />,
  });
}
