import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../../testing/databases.ts';
import type { TestPortal } from '../../testing/portal.ts';
import { expectedOutcomes, roleOutcomes, signInEveryRole, type MatrixRoute } from '../../testing/role-matrix.ts';
import type { Role } from '../../core/roles.ts';
import { call, demoFacts, type Json } from '../pickups/test-support.ts';
import { invoicingPortal } from './test-support.ts';

/** Ids nobody has: a role let through gets 404 or 400, never a change. */
const NONE = 99_999_999;
const OFFICE: Role[] = ['admin', 'customer-service'];

const ROUTES: MatrixRoute[] = [
  { method: 'GET', path: '/api/invoices', allowed: [...OFFICE, 'customer'] },
  { method: 'GET', path: '/api/invoices?outstanding=true&sort=dueDate:ASC', allowed: [...OFFICE, 'customer'] },
  { method: 'GET', path: `/api/invoices/${NONE}`, allowed: [...OFFICE, 'customer'] },
  { method: 'GET', path: `/api/invoices/pdf/${NONE}`, allowed: [...OFFICE, 'customer'] },
  { method: 'GET', path: '/api/invoices/stats', allowed: OFFICE },
  { method: 'GET', path: '/api/invoices/audit', allowed: ['admin'] },
  { method: 'GET', path: `/api/customers/statement/${NONE}`, allowed: OFFICE },
  { method: 'GET', path: `/api/customers/statement/pdf/${NONE}`, allowed: [...OFFICE, 'customer'] },
  { method: 'GET', path: `/api/pickups/invoice/${NONE}`, allowed: OFFICE },
  { method: 'POST', path: '/api/invoices', json: {}, allowed: OFFICE },
  { method: 'PUT', path: `/api/invoices/${NONE}`, json: {}, allowed: ['admin'] },
  { method: 'DELETE', path: `/api/invoices/${NONE}`, allowed: OFFICE },
  { method: 'POST', path: `/api/invoices/${NONE}/void`, json: { reason: 'Billed to the wrong company' }, allowed: OFFICE },
  { method: 'GET', path: `/api/invoices/send/${NONE}`, allowed: OFFICE },
  { method: 'GET', path: `/api/invoices/sendReminder/${NONE}`, allowed: OFFICE },
  { method: 'GET', path: '/admin/invoices', allowed: OFFICE, page: true },
  { method: 'GET', path: '/admin/invoices/new', allowed: OFFICE, page: true },
  { method: 'GET', path: `/admin/invoices/${NONE}`, allowed: OFFICE, page: true },
  { method: 'GET', path: `/admin/invoices/${NONE}/edit`, allowed: ['admin'], page: true },
  { method: 'GET', path: '/customers/invoices', allowed: ['customer'], page: true },
  { method: 'GET', path: `/customers/invoices/${NONE}`, allowed: ['customer'], page: true },
];

describe.each(dialectsUnderTest())('who may do what with invoices on %s', (kind) => {
  let t: TestPortal;
  let tokens: Record<Role, string>;

  beforeAll(async () => {
    t = await invoicingPortal(kind);
    tokens = await signInEveryRole(t);
  });
  afterAll(() => t.close());

  it('answers every route by role', async () => {
    expect(await roleOutcomes(t, tokens, ROUTES)).toEqual(expectedOutcomes(ROUTES));
  });

  it("keeps another company's invoice from a customer on every route, whatever id it asks for", async () => {
    const facts = await demoFacts(t);
    const other = await call<Json>(t, '/api/customers?limit=5', { token: tokens.admin });
    const otherId = (other.body.rows as Json[]).find((row) => row.id !== facts.customerId)!.id as number;
    const theirs = (await call<Json>(t, '/api/invoices', { token: tokens.admin, json: { customerId: otherId, dueDate: '2026-12-31' } }))
      .body.invoice as Json;
    const mine = (
      await call<Json>(t, '/api/invoices', { token: tokens.admin, json: { customerId: facts.customerId, dueDate: '2026-12-31' } })
    ).body.invoice as Json;
    for (const path of [`/api/invoices/${theirs.id}`, `/api/invoices/pdf/${theirs.id}`, `/api/customers/statement/pdf/${otherId}`]) {
      expect((await call(t, path, { token: tokens.customer })).status).toBe(404);
    }
    const page = await t.request(`/customers/invoices/${theirs.id}`, { token: tokens.customer, headers: { accept: 'text/html' } });
    expect(page.status).toBe(404);
    const list = await call<Json>(t, `/api/invoices?conditions=${encodeURIComponent(JSON.stringify({ customerId: otherId }))}`, {
      token: tokens.customer,
    });
    expect(list.body.rows).toEqual([]);
    expect((await call(t, `/api/invoices/${mine.id}`, { token: tokens.customer })).status).toBe(200);
    const pdf = await t.request(`/api/invoices/pdf/${mine.id}`, { token: tokens.customer });
    expect([pdf.status, pdf.headers.get('content-type')]).toEqual([200, 'application/pdf']);
  });
});
