import { definePlugin } from '../../core/plugin/define-plugin.ts';
import { operationsApi } from './api.ts';
import { operationsPages } from './pages.tsx';
import { OPERATIONS_PERMISSION, operationsPermissions } from './permissions.ts';

/**
 * The admin's view of the portal's own machinery: the outbox (every mail, Send again), the
 * background jobs (Retry) and the log viewer. The queue, the mailer, the log table and its
 * retention are the kernel's; these are their screens.
 */
export default definePlugin({
  id: 'operations',
  permissions: operationsPermissions,
  // Screens the spec's sidebar does not place go after its list.
  nav: [
    { label: 'Outbox', href: '/admin/outbox', permission: OPERATIONS_PERMISSION.readOutbox, order: 150 },
    { label: 'Jobs', href: '/admin/jobs', permission: OPERATIONS_PERMISSION.readJobs, order: 160 },
    { label: 'Logs', href: '/admin/logs', permission: OPERATIONS_PERMISSION.readLogs, order: 170 },
  ],
  api: operationsApi,
  pages: operationsPages,
});
