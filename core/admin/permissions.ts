import type { NavEntry } from '../plugin/define-plugin.ts';
import type { PermissionDefinition } from '../plugin/permissions.ts';

export const ADMIN_PERMISSION = {
  readOutbox: 'core.outbox.read',
  resendMail: 'core.outbox.resend',
  readJobs: 'core.jobs.read',
  retryJob: 'core.jobs.retry',
  readLogs: 'core.logs.read',
} as const;

export const adminPermissions: PermissionDefinition[] = [
  { name: ADMIN_PERMISSION.readOutbox, roles: ['admin'], description: 'Read every mail in the outbox' },
  { name: ADMIN_PERMISSION.resendMail, roles: ['admin'], description: 'Send an outbox mail again' },
  { name: ADMIN_PERMISSION.readJobs, roles: ['admin'], description: 'See background jobs and their errors' },
  { name: ADMIN_PERMISSION.retryJob, roles: ['admin'], description: 'Retry a failed background job' },
  { name: ADMIN_PERMISSION.readLogs, roles: ['admin'], description: "The log viewer: the server's warnings and errors" },
];

/** Screens the spec's sidebar does not place go after its list. */
export const adminNav: NavEntry[] = [
  { label: 'Outbox', href: '/admin/outbox', permission: ADMIN_PERMISSION.readOutbox, order: 150 },
  { label: 'Jobs', href: '/admin/jobs', permission: ADMIN_PERMISSION.readJobs, order: 160 },
  { label: 'Logs', href: '/admin/logs', permission: ADMIN_PERMISSION.readLogs, order: 170 },
];
