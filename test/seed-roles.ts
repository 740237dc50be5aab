import { openApiPath, type DeclaredRoute } from '../core/plugin/router.ts';
import { ROLES, type Role } from '../core/roles.ts';

/** How a role reaches an area: fully, not at all, or (a customer) its own company's records only. */
export type Reach = 'yes' | 'no' | 'own';

/**
 * The role table of the seeds' §6 (first document; the second adds only admin and
 * customer-service's pickup links, and that an admin can log in as a customer), row by row,
 * and below it the areas the seeds do not place, as the architecture places them.
 */
export const ROLE_TABLE = {
  // §6 of the first document.
  Dashboard: { admin: 'yes', 'customer-service': 'yes', driver: 'yes', technician: 'yes', customer: 'own' },
  Invoices: { admin: 'yes', 'customer-service': 'yes', driver: 'no', technician: 'no', customer: 'own' },
  Customers: { admin: 'yes', 'customer-service': 'yes', driver: 'no', technician: 'no', customer: 'own' },
  // "no pickup menu (pickup links exist from invoices)": a customer reads its own pickups.
  Pickups: { admin: 'yes', 'customer-service': 'yes', driver: 'yes', technician: 'no', customer: 'own' },
  'Break Report': { admin: 'yes', 'customer-service': 'yes', driver: 'no', technician: 'yes', customer: 'no' },
  Stats: { admin: 'yes', 'customer-service': 'no', driver: 'no', technician: 'no', customer: 'no' },
  Users: { admin: 'yes', 'customer-service': 'no', driver: 'no', technician: 'no', customer: 'no' },
  'Inspectors, Project Addresses, Reports': { admin: 'yes', 'customer-service': 'yes', driver: 'no', technician: 'no', customer: 'own' },
  'Sample Types': { admin: 'yes', 'customer-service': 'yes', driver: 'no', technician: 'no', customer: 'no' },
  // Not in §6: the lab's administration (outbox, jobs, logs, templates, test types, materials,
  // equipment, uploads, the QuickBooks connection) is the admin's; the API reference is staff's.
  'Lab administration': { admin: 'yes', 'customer-service': 'no', driver: 'no', technician: 'no', customer: 'no' },
  'API reference': { admin: 'yes', 'customer-service': 'yes', driver: 'yes', technician: 'yes', customer: 'no' },
  // Anyone signed in (the profile, sign-out), and anyone at all (sign-in, registration, links, webhooks).
  'Signed in': { admin: 'yes', 'customer-service': 'yes', driver: 'yes', technician: 'yes', customer: 'yes' },
  Public: { admin: 'yes', 'customer-service': 'yes', driver: 'yes', technician: 'yes', customer: 'yes' },
} as const satisfies Record<string, Record<Role, Reach>>;

export type Area = keyof typeof ROLE_TABLE;

/**
 * Who a route of an area is for: `staff`, the roles with 'yes' (the area's screens and the
 * office's calls); `shared`, those and the 'own' ones (a call whose query keeps a customer to
 * its own rows); `own`, the 'own' ones (a customer's own screens); or `only` some of the area's
 * roles, with the note of the seeds that narrows it. Nothing here can widen the table.
 */
export type Audience = 'staff' | 'shared' | 'own' | { only: readonly Role[]; why: string };

const OFFICE_PICKUPS = {
  only: ['admin', 'customer-service'],
  why: 'reading notes: a driver records only what happens on the road',
} as const;
const ADMIN_INVOICES = {
  only: ['admin'],
  why: '§6: only admin sees the edit icon on invoice rows; the audit dashboard is an admin screen',
} as const;
const ADMIN_CUSTOMER_FORM = { only: ['admin'], why: '§6: the admin customer form is an admin screen' } as const;

/**
 * Every route, by `METHOD /path` (OpenAPI-style parameters; `*` any method, a trailing `**` any
 * rest of the path), to its area and audience. The first rule that matches wins; a route no
 * rule matches fails the role matrix, so a new route is placed here the day it is added.
 */
export const ROUTE_AREAS: ReadonlyArray<readonly [pattern: string, area: Area, audience: Audience]> = [
  // Public: signing in, registration and the links mails carry, Intuit's webhook.
  ['GET /', 'Public', 'staff'],
  ['GET /login', 'Public', 'staff'],
  ['GET /register', 'Public', 'staff'],
  ['GET /reset/{hash}', 'Public', 'staff'],
  ['GET /complete-registration/{hash}', 'Public', 'staff'],
  ['POST /auth/local', 'Public', 'staff'],
  ['POST /api/logout', 'Public', 'staff'],
  ['POST /api/users/forgot', 'Public', 'staff'],
  ['* /api/users/reset**', 'Public', 'staff'],
  ['POST /api/users/register', 'Public', 'staff'],
  ['POST /api/users/verify-email', 'Public', 'staff'],
  ['GET /api/users/complete-registration/{hash}', 'Public', 'staff'],
  ['POST /api/users/resend-verification', 'Public', 'staff'],
  ['POST /api/quickbooks/webhook', 'Public', 'staff'],
  // Whoever holds an issued report checks it (decision 187).
  ['GET /verify/{code}', 'Public', 'staff'],
  // The driver's day installed and offline: a browser fetches the manifest and icons without the cookie.
  ['GET /admin/pickups/service-worker.js', 'Public', 'staff'],
  ['GET /admin/pickups/manifest.webmanifest', 'Public', 'staff'],
  ['GET /admin/pickups/icon-192.png', 'Public', 'staff'],
  ['GET /admin/pickups/icon-512.png', 'Public', 'staff'],
  // Anyone signed in: their own profile and session, the dashboard's numbers for their role.
  ['GET /profile', 'Signed in', 'staff'],
  ['PUT /api/users/me', 'Signed in', 'staff'],
  ['POST /api/users/me/password', 'Signed in', 'staff'],
  ['GET /api/users/{id}', 'Signed in', 'staff'],
  ['POST /api/session/end-impersonation', 'Signed in', 'staff'],
  ['GET /api/dashboard-stats', 'Signed in', 'staff'],
  // Dashboard.
  ['GET /admin', 'Dashboard', 'staff'],
  ['GET /customers', 'Dashboard', 'own'],
  // The lab's administration and the API reference.
  ['* /api/outbox**', 'Lab administration', 'staff'],
  ['* /admin/outbox**', 'Lab administration', 'staff'],
  ['* /api/jobs**', 'Lab administration', 'staff'],
  ['* /admin/jobs**', 'Lab administration', 'staff'],
  ['* /api/logs**', 'Lab administration', 'staff'],
  ['* /admin/logs**', 'Lab administration', 'staff'],
  ['* /api/templates**', 'Lab administration', 'staff'],
  ['* /admin/templates**', 'Lab administration', 'staff'],
  ['* /admin/test-types**', 'Lab administration', 'staff'],
  ['POST /api/test-types', 'Lab administration', 'staff'],
  ['PUT /api/test-types/{id}', 'Lab administration', 'staff'],
  ['DELETE /api/test-types/{id}', 'Lab administration', 'staff'],
  ['* /admin/materials**', 'Lab administration', 'staff'],
  ['POST /api/materials', 'Lab administration', 'staff'],
  ['PUT /api/materials/{id}', 'Lab administration', 'staff'],
  ['DELETE /api/materials/{id}', 'Lab administration', 'staff'],
  ['* /admin/test-equipment**', 'Lab administration', 'staff'],
  ['POST /api/test-equipment', 'Lab administration', 'staff'],
  ['PUT /api/test-equipment/{id}', 'Lab administration', 'staff'],
  ['DELETE /api/test-equipment/{id}', 'Lab administration', 'staff'],
  ['* /admin/uploads**', 'Lab administration', 'staff'],
  ['* /admin/quickbooks**', 'Lab administration', 'staff'],
  ['GET /api/quickbooks/connection', 'Lab administration', 'staff'],
  ['POST /api/quickbooks/disconnect', 'Lab administration', 'staff'],
  ['GET /api/openapi.json', 'API reference', 'staff'],
  ['GET /api/docs', 'API reference', 'staff'],
  ['GET /api/docs/init.js', 'API reference', 'staff'],
  ['GET /api/docs/scalar.js', 'API reference', 'staff'],
  // Users; the drivers lookups are the pickup form's.
  ['POST /api/users/drivers', 'Pickups', OFFICE_PICKUPS],
  ['GET /api/drivers', 'Pickups', OFFICE_PICKUPS],
  ['* /api/users**', 'Users', 'staff'],
  ['* /admin/users**', 'Users', 'staff'],
  // Invoices, statements and their QuickBooks syncs.
  ['PUT /api/invoices/{id}', 'Invoices', ADMIN_INVOICES],
  ['GET /admin/invoices/{id}/edit', 'Invoices', ADMIN_INVOICES],
  ['GET /api/invoices/audit', 'Invoices', ADMIN_INVOICES],
  ['GET /api/invoices', 'Invoices', 'shared'],
  ['GET /api/invoices/{id}', 'Invoices', 'shared'],
  ['GET /api/invoices/pdf/{id}', 'Invoices', 'shared'],
  ['GET /api/customers/statement/pdf/{id}', 'Invoices', 'shared'],
  ['* /api/customers/statement/{id}', 'Invoices', 'staff'],
  ['* /api/pickups/invoice/{id}', 'Invoices', 'staff'],
  ['* /api/quickbooks/invoices/{id}', 'Invoices', 'staff'],
  ['* /api/invoices**', 'Invoices', 'staff'],
  ['* /admin/invoices**', 'Invoices', 'staff'],
  ['* /customers/invoices**', 'Invoices', 'own'],
  // Customers; uploads are customers' header images and reports' images, the same roles.
  ['GET /customers/my-company', 'Customers', 'own'],
  ['POST /api/customers/back-to-admin', 'Customers', 'own'],
  ['* /api/customers/notice-preferences/{id}', 'Customers', 'own'],
  ['GET /admin/customers/new', 'Customers', ADMIN_CUSTOMER_FORM],
  ['POST /api/customers', 'Customers', ADMIN_CUSTOMER_FORM],
  ['DELETE /api/customers/{id}', 'Customers', ADMIN_CUSTOMER_FORM],
  [
    'PUT /api/customers/{id}',
    'Customers',
    { only: ['admin', 'customer'], why: '§6: the admin customer form, and a customer edits its own account' },
  ],
  ['GET /api/customers', 'Customers', 'shared'],
  ['GET /api/customers/{id}', 'Customers', 'shared'],
  ['GET /api/customers/net-terms**', 'Customers', 'shared'],
  ['* /api/customers**', 'Customers', 'staff'],
  ['* /admin/customers**', 'Customers', 'staff'],
  // Drivers add photos of the samples to their pickups (issue 28): storing and reading images are the Pickups' roles.
  ['POST /api/uploads', 'Pickups', 'shared'],
  ['GET /api/uploads', 'Pickups', 'shared'],
  ['GET /api/uploads/{fileName}', 'Pickups', 'shared'],
  ['* /api/uploads**', 'Customers', 'shared'],
  // Inspectors, project addresses (and a customer's own acceptance of them), reports.
  ['* /api/inspectors**', 'Inspectors, Project Addresses, Reports', 'shared'],
  ['* /admin/inspectors**', 'Inspectors, Project Addresses, Reports', 'staff'],
  ['* /customers/inspectors**', 'Inspectors, Project Addresses, Reports', 'own'],
  ['* /api/saved-locations**', 'Inspectors, Project Addresses, Reports', 'shared'],
  ['* /admin/project-addresses**', 'Inspectors, Project Addresses, Reports', 'staff'],
  ['* /customers/project-addresses**', 'Inspectors, Project Addresses, Reports', 'own'],
  ['GET /customers/acceptance/{id}', 'Inspectors, Project Addresses, Reports', 'own'],
  ['GET /api/pickups/reports/{id}', 'Inspectors, Project Addresses, Reports', 'shared'],
  ['* /api/pickups/reports/{id}/general-info', 'Inspectors, Project Addresses, Reports', 'staff'],
  ['GET /api/pickups/infoIncomplete', 'Inspectors, Project Addresses, Reports', 'staff'],
  ['GET /admin/pickups/reports/{id}', 'Inspectors, Project Addresses, Reports', 'staff'],
  ['GET /api/reports', 'Inspectors, Project Addresses, Reports', 'shared'],
  ['GET /api/reports/{id}', 'Inspectors, Project Addresses, Reports', 'shared'],
  ['GET /api/reports/download-all', 'Inspectors, Project Addresses, Reports', 'shared'],
  ['GET /api/reports/files/{filename}', 'Inspectors, Project Addresses, Reports', 'shared'],
  ['GET /api/reports/docx/{id}', 'Inspectors, Project Addresses, Reports', 'shared'],
  ['* /api/reports**', 'Inspectors, Project Addresses, Reports', 'staff'],
  ['* /api/unsent-reports**', 'Inspectors, Project Addresses, Reports', 'staff'],
  ['* /admin/reports**', 'Inspectors, Project Addresses, Reports', 'staff'],
  ['* /customers/reports**', 'Inspectors, Project Addresses, Reports', 'own'],
  // Materials and equipment are read by the report detail form.
  ['* /api/materials**', 'Inspectors, Project Addresses, Reports', 'staff'],
  ['* /api/test-equipment**', 'Inspectors, Project Addresses, Reports', 'staff'],
  // Pickups: a customer reads its own (from its invoices); drivers the list, today's and the road fields.
  ['GET /customers/pickups/{id}', 'Pickups', 'own'],
  ['GET /api/pickups/{id}', 'Pickups', 'shared'],
  ['GET /api/pickups/samples/{id}', 'Pickups', 'shared'],
  ['GET /api/pickups/statuses', 'Pickups', 'shared'],
  ['POST /api/pickups', 'Pickups', OFFICE_PICKUPS],
  ['PUT /api/pickups/receive/{id}', 'Pickups', OFFICE_PICKUPS],
  ['DELETE /api/pickups/{id}', 'Pickups', OFFICE_PICKUPS],
  ['PUT /api/specimens/{id}', 'Pickups', OFFICE_PICKUPS],
  ['GET /admin/pickups/new', 'Pickups', OFFICE_PICKUPS],
  // A customer's pickup requests (issue 28); the office answers them.
  ['POST /api/pickup-requests/{id}/confirm', 'Pickups', OFFICE_PICKUPS],
  ['POST /api/pickup-requests/{id}/decline', 'Pickups', OFFICE_PICKUPS],
  ['* /api/pickup-requests**', 'Pickups', 'own'],
  ['* /customers/pickup-requests**', 'Pickups', 'own'],
  ['* /api/pickups**', 'Pickups', 'staff'],
  ['* /admin/pickups**', 'Pickups', 'staff'],
  // Break Report.
  [
    'POST /api/break-report/allowTesting/{id}',
    'Break Report',
    { only: ['admin', 'customer-service'], why: 'decision 066: the office decides a failed set may be tested again' },
  ],
  ['* /api/break-report**', 'Break Report', 'staff'],
  ['* /admin/break-report**', 'Break Report', 'staff'],
  // Stats, and Sample Types (test types are read by the sample type and pickup forms).
  ['* /api/stats**', 'Stats', 'staff'],
  ['* /admin/stats**', 'Stats', 'staff'],
  ['* /api/sample-types**', 'Sample Types', 'staff'],
  ['* /admin/sample-types**', 'Sample Types', 'staff'],
  ['GET /api/test-types**', 'Sample Types', 'staff'],
];

function matches(pattern: string, method: string, path: string): boolean {
  const [patternMethod, patternPath] = pattern.split(' ') as [string, string];
  if (patternMethod !== '*' && patternMethod !== method) return false;
  return patternPath.endsWith('**') ? path.startsWith(patternPath.slice(0, -2)) : path === patternPath;
}

/** The rule a route falls under, or undefined when none does. */
export function areaOf(route: Pick<DeclaredRoute, 'method' | 'path'>): { area: Area; audience: Audience } | undefined {
  const path = openApiPath(route.path);
  const rule = ROUTE_AREAS.find(([pattern]) => matches(pattern, route.method, path));
  return rule && { area: rule[1], audience: rule[2] };
}

/** The roles the table gives a route's audience in its area. */
export function rolesFor(area: Area, audience: Audience): Role[] {
  const reach = ROLE_TABLE[area];
  if (typeof audience === 'object') return ROLES.filter((role) => audience.only.includes(role) && reach[role] !== 'no');
  const wanted: readonly Reach[] = audience === 'staff' ? ['yes'] : audience === 'own' ? ['own'] : ['yes', 'own'];
  return ROLES.filter((role) => wanted.includes(reach[role]));
}
