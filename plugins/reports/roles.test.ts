import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../core/roles.ts';
import { dialectsUnderTest } from '../../testing/databases.ts';
import type { TestPortal } from '../../testing/portal.ts';
import { expectedOutcomes, roleOutcomes, signInEveryRole, type MatrixRoute } from '../../testing/role-matrix.ts';
import { call, receivedPickup, reportsDb, reportsPortal, type Json } from './test-support.ts';

/** Reports are the office's (§6: admin and customer-service); technicians have Dashboard and Break Report only. */
const STAFF = ['admin', 'customer-service'] as const;

describe.each(dialectsUnderTest())('who may do what with reports on %s', (kind) => {
  let t: TestPortal;
  let tokens: Record<Role, string>;
  let own: { pickup: Json; reports: Json[] };
  let other: { pickup: Json; reports: Json[] };

  beforeAll(async () => {
    t = await reportsPortal(kind);
    tokens = await signInEveryRole(t);
    own = await receivedPickup(t, tokens.admin);
    other = await receivedPickup(t, tokens.admin);
    // The second pickup's report belongs to another company: the customer must not reach it.
    await reportsDb(t).updateTable('reports').set({ customerId: 999_999 }).where('id', '=', other.reports[0]!.id).execute();
  });
  afterAll(() => t.close());

  it('answers each route to the roles the permissions name', async () => {
    const id = own.reports[0]!.id;
    const routes: MatrixRoute[] = [
      { method: 'GET', path: '/api/reports', allowed: [...STAFF, 'customer'] },
      { method: 'GET', path: '/api/reports/filterOptions', allowed: STAFF },
      { method: 'GET', path: '/api/reports/today', allowed: STAFF },
      { method: 'GET', path: `/api/reports/${id}`, allowed: [...STAFF, 'customer'] },
      { method: 'PUT', path: `/api/reports/${id}`, json: { reportDate: 'not a date' }, allowed: STAFF },
      { method: 'GET', path: `/api/reports/generate/999999`, allowed: STAFF },
      { method: 'GET', path: '/api/reports/files/report-1-v1-0000000000000000.pdf', allowed: [...STAFF, 'customer'] },
      { method: 'POST', path: `/api/reports/${id}/amend`, json: {}, allowed: ['admin', 'customer-service'] },
      { method: 'POST', path: `/api/reports/send/${id}`, json: {}, allowed: ['admin', 'customer-service'] },
      { method: 'GET', path: '/api/reports/download-all', allowed: [...STAFF, 'customer'] },
      { method: 'GET', path: `/api/reports/docx/${id}`, allowed: [...STAFF, 'customer'] },
      { method: 'GET', path: '/api/reports/send-reports?search=nothing-matches', allowed: ['admin', 'customer-service'] },
      { method: 'GET', path: '/api/unsent-reports', allowed: ['admin', 'customer-service'] },
      { method: 'DELETE', path: '/api/unsent-reports/999999', allowed: ['admin', 'customer-service'] },
      { method: 'GET', path: `/api/pickups/reports/${own.pickup.id}`, allowed: [...STAFF, 'customer'] },
      { method: 'GET', path: '/api/pickups/infoIncomplete', allowed: STAFF },
      { method: 'GET', path: '/admin/reports', allowed: STAFF, page: true },
      { method: 'GET', path: `/admin/reports/${id}`, allowed: STAFF, page: true },
      { method: 'GET', path: `/admin/reports/preview/${id}`, allowed: STAFF, page: true },
      { method: 'GET', path: '/customers/reports', allowed: ['customer'], page: true },
      { method: 'GET', path: `/customers/reports/${id}`, allowed: ['customer'], page: true },
    ];
    expect(await roleOutcomes(t, tokens, routes)).toEqual(expectedOutcomes(routes));
  });

  it("keeps another company's reports from a customer, whatever id it asks for", async () => {
    const otherId = other.reports[0]!.id;
    expect((await call(t, `/api/reports/${otherId}`, { token: tokens.customer })).status).toBe(404);
    expect((await call(t, `/api/reports/${own.reports[0]!.id}`, { token: tokens.customer })).status).toBe(200);
    const list = await call(t, '/api/reports?limit=500', { token: tokens.customer });
    const ids = (list.body.rows as Json[]).map((row) => row.id);
    expect(ids).toContain(own.reports[0]!.id);
    expect(ids).not.toContain(otherId);
    const pickupReports = await call(t, `/api/pickups/reports/${other.pickup.id}`, { token: tokens.customer });
    expect((pickupReports.body.reports as Json[]).map((row) => row.id)).not.toContain(otherId);
  });
});
