import { defineTableModel } from '../table/model.ts';

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
