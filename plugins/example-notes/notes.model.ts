import { defineTableModel } from '../../core/table/model.ts';

/** The notes list: the fields the table shows, searches and sorts by (title has an index). */
export const notesTableModel = defineTableModel({
  name: 'notes',
  fields: {
    id: { column: 'exampleNotes.id', type: 'number', label: 'ID' },
    title: { column: 'exampleNotes.title', type: 'text', label: 'Title' },
    body: { column: 'exampleNotes.body', type: 'text', label: 'Note', sortable: false },
    isPinned: { column: 'exampleNotes.isPinned', type: 'boolean', label: 'Pinned', sortable: false },
  },
  search: ['title', 'body'],
  defaultSort: { field: 'title', dir: 'asc' },
  key: 'id',
  query: (db) => db.selectFrom('exampleNotes'),
});
