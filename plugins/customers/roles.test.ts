import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../../testing/databases.ts';
import { createTestPortal, type TestPortal } from '../../testing/portal.ts';
import sampleTypes from '../sample-types/index.ts';
import type { CustomersDatabase } from './customers.table.ts';
import customers from './index.ts';
import { DEMO_COMPANY } from './seed.ts';
import { validCustomer } from './test-support.ts';

const ROLES = ['admin', 'customer-service', 'driver', 'technician', 'customer'] as const;
type Role = (typeof ROLES)[number];
const EMAIL: Record<Role, string> = {
  admin: 'admin@demo.lab',
  'customer-service': 'cs@demo.lab',
  driver: 'driver@demo.lab',
  technician: 'tech@demo.lab',
  customer: 'customer@demo.lab',
};

interface Call {
  method: string;
  path: (ids: { own: number; other: number }) => string;
  json?: unknown;
  page?: boolean;
  /** Status per role; `anonymous` is the visitor who is not signed in. */
  expect: Record<Role | 'anonymous', number>;
}

const staffOnly = (ok: number): Call['expect'] => ({
  admin: ok,
  'customer-service': ok,
  driver: 403,
  technician: 403,
  customer: 403,
  anonymous: 401,
});

/** The admin customer form is an admin screen (§6): customer-service reads customers, never writes them. */
const adminForm = (ok: number): Call['expect'] => ({ ...staffOnly(ok), 'customer-service': 403 });

// The customer's row: its own company for reads and writes; another company answers 404.
const CALLS: Call[] = [
  { method: 'GET', path: () => '/api/customers', expect: { ...staffOnly(200), customer: 200 } },
  { method: 'GET', path: ({ own }) => `/api/customers/${own}`, expect: { ...staffOnly(200), customer: 200 } },
  { method: 'GET', path: ({ other }) => `/api/customers/${other}`, expect: { ...staffOnly(200), customer: 404 } },
  {
    method: 'PUT',
    path: ({ other }) => `/api/customers/${other}`,
    json: validCustomer({ companyName: 'Other Co' }),
    expect: { ...adminForm(200), customer: 404 },
  },
  {
    method: 'PUT',
    path: ({ own }) => `/api/customers/${own}`,
    json: validCustomer({ companyName: DEMO_COMPANY, netTermsId: 3 }),
    expect: { ...adminForm(200), customer: 200 },
  },
  { method: 'POST', path: () => '/api/customers', json: validCustomer({ companyName: 'Matrix Co' }), expect: adminForm(201) },
  { method: 'DELETE', path: () => '/api/customers/999999', expect: { ...staffOnly(404), 'customer-service': 403 } },
  { method: 'POST', path: () => '/api/customers/search', json: { query: 'acme' }, expect: staffOnly(200) },
  { method: 'GET', path: () => '/api/customers/net-terms/', expect: { ...staffOnly(200), customer: 200 } },
  { method: 'POST', path: () => '/api/customers/customer-login', json: { customerId: 999999 }, expect: staffOnly(404) },
  { method: 'POST', path: () => '/api/customers/back-to-admin', json: {}, expect: { ...staffOnly(403), customer: 422 } },
  { method: 'GET', page: true, path: () => '/admin/customers', expect: { ...staffOnly(200), anonymous: 302 } },
  { method: 'GET', page: true, path: () => '/admin/customers/new', expect: { ...adminForm(200), anonymous: 302 } },
  { method: 'GET', page: true, path: ({ other }) => `/admin/customers/${other}`, expect: { ...staffOnly(200), anonymous: 302 } },
  {
    method: 'GET',
    page: true,
    path: () => '/customers/my-company',
    expect: { admin: 403, 'customer-service': 403, driver: 403, technician: 403, customer: 200, anonymous: 302 },
  },
];

describe.each(dialectsUnderTest())('who may call what, on %s', (kind) => {
  let t: TestPortal;
  const tokens = new Map<Role, string>();
  const ids = { own: 0, other: 0 };

  beforeAll(async () => {
    t = await createTestPortal({ kind, plugins: [sampleTypes, customers] });
    for (const role of ROLES) tokens.set(role, (await t.signIn(EMAIL[role])).token);
    const db = t.db as unknown as Kysely<CustomersDatabase>;
    const byName = async (name: string) =>
      (await db.selectFrom('customers').select('id').where('companyName', '=', name).executeTakeFirstOrThrow()).id;
    ids.own = await byName(DEMO_COMPANY);
    ids.other = await byName('Bayview Builders Inc.');
  });
  afterAll(() => t.close());

  const cases = CALLS.flatMap((call) => [...ROLES, 'anonymous' as const].map((role) => [call, role] as const));
  it.each(cases.map(([call, role]) => [`${call.method} ${call.path({ own: 1, other: 2 })}`, role, call.expect[role], call] as const))(
    '%s as %s answers %i',
    async (_name, role, status, call) => {
      const response = await t.request(call.path(ids), {
        method: call.method,
        ...(call.json === undefined ? {} : { json: call.json }),
        ...(role === 'anonymous' ? {} : { token: tokens.get(role)! }),
        ...(call.page ? { headers: { accept: 'text/html' } } : {}),
      });
      expect(response.status).toBe(status);
    },
  );
});
