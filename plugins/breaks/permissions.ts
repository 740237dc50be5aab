import type { PermissionDefinition } from '../../core/plugin/permissions.ts';

/** Break reports are staff work: the role table gives them to admin, customer-service and technicians. */
export const BREAKS_PERMISSION = {
  /** The break list, a break form, a result's history, the paused sets. */
  read: 'breaks.result.read',
  /** Enter and change test results. */
  write: 'breaks.result.write',
  /** 'Allow testing after Failed Test': the office decides a paused set may be tested again. */
  resume: 'breaks.sample.resume',
  screens: 'breaks.screen.view',
} as const;

export const breaksPermissions: PermissionDefinition[] = [
  {
    name: BREAKS_PERMISSION.read,
    roles: ['admin', 'customer-service', 'technician'],
    description: 'The break list, break forms, results and their history',
  },
  { name: BREAKS_PERMISSION.write, roles: ['admin', 'customer-service', 'technician'], description: 'Enter and change test results' },
  {
    name: BREAKS_PERMISSION.resume,
    roles: ['admin', 'customer-service'],
    description: 'Allow testing of a sample set after a failed test',
  },
  { name: BREAKS_PERMISSION.screens, roles: ['admin', 'customer-service', 'technician'], description: 'The Break Report screens' },
];
