import type { ReactNode } from 'react';
import type { DataTableProps } from '../../shared/table-props.ts';
import { dataTableProps } from '../../core/table/data-table.ts';
import { jobsTableModel, logsTableModel, outboxTableModel } from './models.ts';
import type { JobRow } from '../../core/jobs/tables.ts';
import type { OutboxRow } from '../../core/mail/tables.ts';
import { Card, PageHeader } from '../../core/pages/components.tsx';
import * as ActionButton from '../../web/islands/ActionButton.tsx';
import * as DataTable from '../../web/islands/DataTable.tsx';
import { Island } from '../../core/ssr/island.tsx';

export const OUTBOX_TABLE = dataTableProps(outboxTableModel, {
  path: '/api/outbox',
  label: 'Outbox',
  columns: [{ field: 'toAddress', link: '/admin/outbox/{id}' }, 'subject', 'status', 'attempts', 'createdAt'],
  filters: [
    {
      kind: 'select',
      field: 'status',
      label: 'Status',
      options: ['queued', 'held', 'sent', 'failed'].map((value) => ({ value, label: value })),
    },
    { kind: 'dateRange', label: 'Created' },
  ],
  searchPlaceholder: 'Search by recipient or subject',
});

export const JOBS_TABLE = dataTableProps(jobsTableModel, {
  path: '/api/jobs',
  label: 'Jobs',
  columns: [{ field: 'name', link: '/admin/jobs/{id}' }, 'status', 'attempts', 'lastError', 'createdAt'],
  filters: [
    {
      kind: 'select',
      field: 'status',
      label: 'Status',
      options: ['queued', 'running', 'done', 'failed'].map((value) => ({ value, label: value })),
    },
  ],
  searchPlaceholder: 'Search by job or error',
});

export const LOGS_TABLE = dataTableProps(logsTableModel, {
  path: '/api/logs',
  label: 'Logs',
  columns: ['loggedAt', 'level', 'message', 'file', 'line'],
  filters: [
    {
      kind: 'select',
      field: 'level',
      label: 'Level',
      options: ['Error', 'Warning', 'Info'].map((value) => ({ value, label: value })),
    },
    { kind: 'dateRange', label: 'Date' },
  ],
  searchPlaceholder: 'Search by message or file',
  details: [
    { field: 'message', label: 'Message' },
    { field: 'details', label: 'Details' },
    { field: 'context', label: 'Invoice, customer, pickup' },
  ],
});

export function ListPage({
  title,
  table,
  userId,
  warning,
}: {
  title: string;
  table: Omit<DataTableProps, 'userId'>;
  userId: number;
  /** A setting that keeps this list's work from succeeding, shown above it. */
  warning?: string | undefined;
}) {
  return (
    <>
      <PageHeader title={title} />
      {warning && (
        <p role="alert" className="mb-4 rounded-md bg-amber-50 p-3 text-sm font-medium text-amber-900">
          {warning}
        </p>
      )}
      <Island of={DataTable} {...table} userId={userId} />
    </>
  );
}

function Detail({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <dl className="grid grid-cols-[9rem_1fr] gap-x-4 gap-y-2 text-sm">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-slate-500">{term}</dt>
          <dd className="break-words">{value ?? '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

const instant = (value: Date | null) => (value ? value.toISOString().replace('T', ' ').slice(0, 19) + ' UTC' : null);

/** One outbox mail: recipient, subject, both parts of the body, attachments, status and attempts. */
export function OutboxMessagePage({ mail }: { mail: OutboxRow }) {
  return (
    <>
      <PageHeader title={mail.subject}>
        <Island
          of={ActionButton}
          label="Send again"
          path={`/api/outbox/${mail.id}/resend`}
          method="POST"
          successMessage="The mail is queued to be sent again"
        />
      </PageHeader>
      <div className="flex flex-col gap-6">
        <Card>
          <Detail
            rows={[
              ['Recipient', mail.toAddress],
              ['Cc', mail.ccAddress],
              [
                'Status',
                <span key="status" data-mail-status>
                  {mail.status}
                </span>,
              ],
              ['Attempts', String(mail.attempts)],
              ['Last error', mail.lastError],
              ['Created', instant(mail.createdAt)],
              ['Sent', instant(mail.sentAt)],
              [
                'Attachments',
                mail.attachments.length === 0
                  ? 'None'
                  : mail.attachments.map((file) => `${file.filename} (${file.contentType})`).join(', '),
              ],
            ]}
          />
        </Card>
        <Card>
          <h2 className="mb-3 font-semibold">Message</h2>
          <iframe title="Message" sandbox="" srcDoc={mail.html} className="h-96 w-full rounded border border-slate-200" />
        </Card>
        <Card>
          <h2 className="mb-3 font-semibold">Text part</h2>
          <pre data-mail-text className="whitespace-pre-wrap text-sm">
            {mail.textBody}
          </pre>
        </Card>
      </div>
    </>
  );
}

/** One job: its data, attempts and last error, with Retry when it failed. */
export function JobPage({ job }: { job: JobRow }) {
  return (
    <>
      <PageHeader title={`Job ${job.name} #${job.id}`}>
        {job.status === 'failed' && (
          <Island
            of={ActionButton}
            label="Retry"
            path={`/api/jobs/${job.id}/retry`}
            method="POST"
            successMessage="The job is queued again"
          />
        )}
      </PageHeader>
      <Card>
        <Detail
          rows={[
            [
              'Status',
              <span key="status" data-job-status>
                {job.status}
              </span>,
            ],
            ['Attempts', `${job.attempts} of ${job.maxAttempts}`],
            ['Last error', job.lastError],
            ['Next run', instant(job.runAt)],
            ['Created', instant(job.createdAt)],
            ['Finished', instant(job.finishedAt)],
            [
              'Data',
              <code key="data" className="text-xs">
                {JSON.stringify(job.data)}
              </code>,
            ],
          ]}
        />
      </Card>
    </>
  );
}
