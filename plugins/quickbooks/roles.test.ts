import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../core/roles.ts';
import { dialectsUnderTest } from '../../testing/databases.ts';
import { createTestPortal, type TestPortal } from '../../testing/portal.ts';
import { expectedOutcomes, roleOutcomes, signInEveryRole, type MatrixRoute } from '../../testing/role-matrix.ts';
import quickbooks from './index.ts';

const ROUTES: MatrixRoute[] = [
  { method: 'GET', path: '/api/quickbooks/connection', allowed: ['admin'] },
  { method: 'POST', path: '/api/quickbooks/disconnect', allowed: ['admin'] },
  { method: 'GET', path: '/api/invoices/sync/999999', allowed: ['admin', 'customer-service'] },
  { method: 'GET', path: '/api/quickbooks/invoices/999999', allowed: ['admin', 'customer-service'] },
  { method: 'GET', path: '/admin/quickbooks', allowed: ['admin'], page: true },
  { method: 'GET', path: '/admin/quickbooks/connect', allowed: ['admin'], page: true },
  { method: 'GET', path: '/admin/quickbooks/callback?error=access_denied', allowed: ['admin'], page: true },
];

describe.each(dialectsUnderTest())('who may use the QuickBooks routes on %s', (kind) => {
  let t: TestPortal;
  let tokens: Record<Role, string>;

  beforeAll(async () => {
    t = await createTestPortal({ kind, plugins: [quickbooks] });
    tokens = await signInEveryRole(t);
  });
  afterAll(() => t.close());

  it('lets each role through only where its permission says', async () => {
    expect(await roleOutcomes(t, tokens, ROUTES)).toEqual(expectedOutcomes(ROUTES));
  });

  it('the webhook is open to Intuit but refuses a call without a valid signature', async () => {
    const answer = await t.request('/api/quickbooks/webhook', { method: 'POST', json: { eventNotifications: [] } });
    expect(answer.status).toBe(403);
    expect(await answer.json()).toEqual({ status: 'error', error: 'The webhook signature does not match' });
  });
});
