import { sql } from 'kysely';
import { defineTableModel } from '../table/model.ts';

const jsonText = (column: string) => sql<string | null>`${sql.ref(column)}::text`;

/** The log viewer's list: the warnings and errors kept, newest first, with their dumps for the expanded row (the details, and the records each concerns: an invoice, a customer, a pickup). */
export const logsTableModel = defineTableModel({
  name: 'logs',
  fields: {
    id: { column: 'logs.id', type: 'number', label: 'ID' },
    createdAt: { column: 'logs.createdAt', type: 'date', label: 'Date' },
    loggedAt: {
      column: sql<string>`to_char(logs.created_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS "UTC"')`,
      type: 'text',
      label: 'Time',
      sortable: false,
      filterable: false,
    },
    level: { column: sql<string>`initcap(logs.level)`, type: 'text', label: 'Level' },
    message: { column: 'logs.message', type: 'text', label: 'Message' },
    details: { column: jsonText('logs.details'), type: 'text', label: 'Details', sortable: false, filterable: false },
    file: { column: 'logs.file', type: 'text', label: 'File' },
    line: { column: 'logs.line', type: 'number', label: 'Line' },
    context: { column: jsonText('logs.context'), type: 'text', label: 'Context', sortable: false, filterable: false },
  },
  search: ['message', 'file'],
  dateField: 'createdAt',
  defaultSort: { field: 'createdAt', dir: 'desc' },
  key: 'id',
  query: (db) => db.selectFrom('logs'),
});
