import { sql } from 'kysely';
import { defineTableModel } from '../../core/table/model.ts';

/** The outbox list: every mail the portal wrote, newest first. */
export const outboxTableModel = defineTableModel({
  name: 'outbox',
  fields: {
    id: { column: 'mailOutbox.id', type: 'number', label: 'ID' },
    toAddress: { column: 'mailOutbox.toAddress', type: 'text', label: 'Recipient' },
    subject: { column: 'mailOutbox.subject', type: 'text', label: 'Subject' },
    status: { column: 'mailOutbox.status', type: 'text', label: 'Status' },
    attempts: { column: 'mailOutbox.attempts', type: 'number', label: 'Attempts' },
    createdAt: { column: 'mailOutbox.createdAt', type: 'date', label: 'Created' },
    sentAt: { column: 'mailOutbox.sentAt', type: 'date', label: 'Sent' },
  },
  search: ['toAddress', 'subject'],
  dateField: 'createdAt',
  defaultSort: { field: 'createdAt', dir: 'desc' },
  key: 'id',
  query: (db) => db.selectFrom('mailOutbox'),
});

/** The background jobs: what waits, what ran, what failed and why. */
export const jobsTableModel = defineTableModel({
  name: 'jobs',
  fields: {
    id: { column: 'jobs.id', type: 'number', label: 'ID' },
    name: { column: 'jobs.name', type: 'text', label: 'Job' },
    status: { column: 'jobs.status', type: 'text', label: 'Status' },
    attempts: { column: 'jobs.attempts', type: 'number', label: 'Attempts' },
    lastError: { column: 'jobs.lastError', type: 'text', label: 'Last error', sortable: false },
    runAt: { column: 'jobs.runAt', type: 'date', label: 'Next run' },
    createdAt: { column: 'jobs.createdAt', type: 'date', label: 'Created' },
  },
  search: ['name', 'lastError'],
  dateField: 'createdAt',
  defaultSort: { field: 'createdAt', dir: 'desc' },
  key: 'id',
  query: (db) => db.selectFrom('jobs'),
});

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
