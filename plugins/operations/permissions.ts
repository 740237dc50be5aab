import type { PermissionDefinition } from '../../core/plugin/permissions.ts';

export const OPERATIONS_PERMISSION = {
  readOutbox: 'operations.outbox.read',
  resendMail: 'operations.outbox.resend',
  readJobs: 'operations.jobs.read',
  retryJob: 'operations.jobs.retry',
  readLogs: 'operations.logs.read',
} as const;

export const operationsPermissions: PermissionDefinition[] = [
  { name: OPERATIONS_PERMISSION.readOutbox, roles: ['admin'], description: 'Read every mail in the outbox' },
  { name: OPERATIONS_PERMISSION.resendMail, roles: ['admin'], description: 'Send an outbox mail again' },
  { name: OPERATIONS_PERMISSION.readJobs, roles: ['admin'], description: 'See background jobs and their errors' },
  { name: OPERATIONS_PERMISSION.retryJob, roles: ['admin'], description: 'Retry a failed background job' },
  { name: OPERATIONS_PERMISSION.readLogs, roles: ['admin'], description: "The log viewer: the server's warnings and errors" },
];
