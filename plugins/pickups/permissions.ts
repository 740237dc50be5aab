import type { PermissionDefinition } from '../../core/plugin/permissions.ts';

export const PICKUPS_PERMISSION = {
  /** The list, today's pickups, filter options and history: staff who handle pickups. */
  list: 'pickups.pickup.list',
  /** One pickup and its sample sets: staff, and a customer its own (the query enforces which). */
  read: 'pickups.pickup.read',
  /** Create, delete, receive and change specimens: the office. */
  write: 'pickups.pickup.write',
  /** `PUT /api/pickups/{id}`: the office every field, a driver only the road fields of its own pickups. */
  update: 'pickups.pickup.update',
  staffScreens: 'pickups.staff-screen.view',
  ownScreens: 'pickups.own-screen.view',
  /** Dashboard: Pickups Today and Pickups, the office's. */
  dashboardOffice: 'pickups.dashboard.office',
  /** Dashboard: Samples Today, Samples and Overdue Specimens, the testing cards. */
  dashboardTesting: 'pickups.dashboard.testing',
  /** Dashboard: Today's Pickups (a driver's simple dashboard: its own). */
  dashboardToday: 'pickups.dashboard.today',
  /** Customer dashboard: its upcoming and recent pickups. */
  dashboardOwn: 'pickups.dashboard.own',
  /** Request a pickup, list and cancel its own requests: a customer user (staff impersonating one act as it). */
  request: 'pickups.request.create',
  /** Confirm or decline a customer's request: the office. */
  answerRequest: 'pickups.request.answer',
  /** `todaysStops` of the dashboard's numbers: a driver's own stops today. */
  dashboardDriver: 'pickups.dashboard.driver',
  /** Dashboard: Requested Pickups, the office's. */
  dashboardRequested: 'pickups.dashboard.requested',
} as const;

export const pickupsPermissions: PermissionDefinition[] = [
  {
    name: PICKUPS_PERMISSION.list,
    roles: ['admin', 'customer-service', 'driver'],
    description: "The pickups list, today's pickups, filter options and a pickup's history",
  },
  {
    name: PICKUPS_PERMISSION.read,
    roles: ['admin', 'customer-service', 'driver', 'customer'],
    description: 'Read a pickup and its sample sets (a customer: its own)',
  },
  {
    name: PICKUPS_PERMISSION.write,
    roles: ['admin', 'customer-service'],
    description: 'Create, receive and delete pickups; change specimens',
  },
  {
    name: PICKUPS_PERMISSION.update,
    roles: ['admin', 'customer-service', 'driver'],
    description: 'Change a pickup (a driver: actual date, times, odometer, notes, dropped off)',
  },
  {
    name: PICKUPS_PERMISSION.staffScreens,
    roles: ['admin', 'customer-service', 'driver'],
    description: 'The PickUps screens under /admin/pickups',
  },
  { name: PICKUPS_PERMISSION.ownScreens, roles: ['customer'], description: "A customer's read-only pickup page /customers/pickups/{id}" },
  {
    name: PICKUPS_PERMISSION.dashboardOffice,
    roles: ['admin', 'customer-service'],
    description: 'Dashboard cards Pickups Today and Pickups',
  },
  {
    name: PICKUPS_PERMISSION.dashboardTesting,
    roles: ['admin', 'customer-service', 'technician'],
    description: 'Dashboard cards Samples Today, Samples and Overdue Specimens',
  },
  {
    name: PICKUPS_PERMISSION.dashboardToday,
    roles: ['admin', 'customer-service', 'driver'],
    description: "Dashboard card Today's Pickups (a driver: its own)",
  },
  { name: PICKUPS_PERMISSION.dashboardOwn, roles: ['customer'], description: "A customer's upcoming and recent pickups on /customers" },
  { name: PICKUPS_PERMISSION.request, roles: ['customer'], description: 'Request a pickup, see and cancel its own requests' },
  {
    name: PICKUPS_PERMISSION.answerRequest,
    roles: ['admin', 'customer-service'],
    description: "Confirm or decline a customer's pickup request",
  },
  { name: PICKUPS_PERMISSION.dashboardDriver, roles: ['driver'], description: "Dashboard number Today's Stops: a driver's own" },
  { name: PICKUPS_PERMISSION.dashboardRequested, roles: ['admin', 'customer-service'], description: 'Dashboard card Requested Pickups' },
];
