import type { PermissionDefinition } from '../../core/plugin/permissions.ts';

export const REPORTS_PERMISSION = {
  /** The reports list, its filters and today's reports; a pickup's reports; pickups lacking general info. */
  list: 'reports.report.list',
  /** One report: staff, and a customer its own (the query enforces which). */
  read: 'reports.report.read',
  /** The detail form: general info, data sheet, equipment, images. */
  write: 'reports.report.write',
  /** Finalizing: who reviewed the report. */
  finalize: 'reports.report.finalize',
  /** Mailing reports, and the unsent reports held instead. */
  send: 'reports.report.send',
  staffScreens: 'reports.staff-screen.view',
  ownScreens: 'reports.own-screen.view',
} as const;

export const reportsPermissions: PermissionDefinition[] = [
  {
    name: REPORTS_PERMISSION.list,
    roles: ['admin', 'customer-service'],
    description: "The reports list, today's reports, a pickup's reports and pickups whose reports lack general info",
  },
  {
    name: REPORTS_PERMISSION.read,
    roles: ['admin', 'customer-service', 'customer'],
    description: 'Read a report (a customer: its own)',
  },
  { name: REPORTS_PERMISSION.write, roles: ['admin', 'customer-service'], description: "Enter a report's detail" },
  { name: REPORTS_PERMISSION.finalize, roles: ['admin', 'customer-service'], description: 'Finalize a report (review it)' },
  { name: REPORTS_PERMISSION.send, roles: ['admin', 'customer-service'], description: 'Send reports; see and clear the unsent ones' },
  {
    name: REPORTS_PERMISSION.staffScreens,
    roles: ['admin', 'customer-service'],
    description: 'The Reports screens under /admin/reports',
  },
  { name: REPORTS_PERMISSION.ownScreens, roles: ['customer'], description: "A customer's reports at /customers/reports" },
];
