import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../../testing/databases.ts';
import type { TestPortal } from '../../testing/portal.ts';
import { expectedOutcomes, roleOutcomes, signInEveryRole } from '../../testing/role-matrix.ts';
import type { Role } from '../../core/roles.ts';
import { brokenSet, call, projectAddress, statsDb, statsPortal, type Json } from './test-support.ts';

describe.each(dialectsUnderTest())('ACI 318 acceptance of a project address on %s', (kind) => {
  let t: TestPortal;
  let tokens: Record<Role, string>;
  let own: number;
  let others: number;

  beforeAll(async () => {
    t = await statsPortal(kind);
    tokens = await signInEveryRole(t);
    const db = statsDb(t);
    const customer = await db.selectFrom('users').select('customerId').where('email', '=', 'customer@demo.lab').executeTakeFirstOrThrow();
    const company = await db
      .withTables<{ customers: { id: number } }>()
      .selectFrom('customers')
      .select('id')
      .where('id', '<>', customer.customerId!)
      .executeTakeFirstOrThrow();
    // A lab names its design-age type as it likes: the tests are found by the type's 28 days, not by "28 Day".
    await db.updateTable('testTypes').set({ description: 'HX 28 Day' }).where('dateVariance', '=', 28).execute();
    own = await projectAddress(t, customer.customerId!, '500 Tower Rd');
    others = await projectAddress(t, company.id, '9 Elsewhere Ave');
    // The worked example of the rules: 4,200, 4,000, 3,450 (below 3,500; average 3,883), 4,600 (average 4,017).
    const sets = [
      ['A', '2026-10-01', [4100, 4300]],
      ['B', '2026-10-02', [3950, 4050]],
      ['C', '2026-10-03', [3400, 3500]],
      ['D', '2026-10-04', [4500, 4700]],
    ] as const;
    for (const [, castDate, strengths] of sets) await brokenSet(t, tokens.admin, { locationId: own, castDate, mix: 'M-40', strengths });
    await brokenSet(t, tokens.admin, { locationId: own, castDate: '2026-10-05', mix: 'M-50', strengths: [5200, 5300] });
  });
  afterAll(() => t.close());

  it('flags the failing mix: a low test and a low running average', async () => {
    const { status, body } = await call(t, `/api/stats/acceptance?locationId=${own}`, { token: tokens.admin });
    expect(status).toBe(200);
    const groups = body.groups as Json[];
    expect(groups.map((group) => [group.mixDesignNum, group.fc, group.meetsAverage, group.meetsIndividual])).toEqual([
      ['M-40', 4000, false, false],
      ['M-50', 4000, true, true],
    ]);
    expect((groups[0]!.tests as Json[]).map((test) => [test.strength, test.runningAverage, test.lowTest, test.lowAverage])).toEqual([
      [4200, null, false, false],
      [4000, null, false, false],
      [3450, 3883, true, true],
      [4600, 4017, false, false],
    ]);
    expect(groups[0]).not.toHaveProperty('standardDeviation');
  });

  it('shows the table and the chart with the f’c line, the failing point marked', async () => {
    const html = await (
      await t.request(`/admin/stats/acceptance/${own}`, { token: tokens.admin, headers: { accept: 'text/html' } })
    ).text();
    expect(html).toContain('Mix M-40, f&#x27;c 4,000 psi');
    expect(html).toContain('Fails: every average of three consecutive tests at least 4,000 psi');
    expect(html).toContain('Fails: no test below 3,500 psi');
    expect(html).toContain('Low test, Low average');
    expect(html.match(/data-low-test="true"/g)).toHaveLength(1);
    expect(html).toContain('f&#x27;c 4,000 psi</text>');
  });

  it("lets a customer read its own project address on its own pages, not another company's", async () => {
    const customerPage = (id: number) =>
      t.request(`/customers/acceptance/${id}`, { token: tokens.customer, headers: { accept: 'text/html' } });
    const ownPage = await customerPage(own);
    expect(ownPage.status).toBe(200);
    expect(await ownPage.text()).toContain('Mix M-40, f&#x27;c 4,000 psi');
    expect((await customerPage(others)).status).toBe(404);
    expect((await call(t, `/api/stats/acceptance?locationId=${others}`, { token: tokens.admin })).body.groups).toEqual([]);
  });

  it("links a project address's page to its acceptance, under /admin for the admin (Stats) and /customers for its customer", async () => {
    const page = async (path: string, role: Role) =>
      (await t.request(path, { token: tokens[role], headers: { accept: 'text/html' } })).text();
    expect(await page(`/admin/project-addresses/${own}`, 'admin')).toContain(`href="/admin/stats/acceptance/${own}"`);
    expect(await page(`/admin/project-addresses/${own}`, 'customer-service')).not.toContain('Concrete Acceptance');
    const customers = await page(`/customers/project-addresses/${own}`, 'customer');
    expect(customers).toContain(`href="/customers/acceptance/${own}"`);
    expect(customers).not.toContain('/admin/stats/acceptance');
    expect(await page('/admin/project-addresses/new', 'admin')).not.toContain('Concrete Acceptance');
  });

  it('answers 400 with the field message for a missing or absurd id', async () => {
    for (const query of ['', '?locationId=abc', '?locationId=0', '?locationId=99999999999']) {
      const answer = await call(t, `/api/stats/acceptance${query}`, { token: tokens.admin });
      expect(answer.status).toBe(400);
      expect(answer.body.fields).toEqual({ locationId: 'Choose a project address' });
    }
  });

  it('keeps each route to its roles', async () => {
    const routes = [
      // Stats is the admin's (§6); a customer's own addresses are a customer feature on its own pages.
      { method: 'GET', path: `/api/stats/acceptance?locationId=${own}`, allowed: ['admin'] },
      { method: 'GET', path: `/admin/stats/acceptance/${own}`, allowed: ['admin'], page: true },
      { method: 'GET', path: `/customers/acceptance/${own}`, allowed: ['customer'], page: true },
    ] as const;
    expect(await roleOutcomes(t, tokens, routes)).toEqual(expectedOutcomes(routes));
  });
});
