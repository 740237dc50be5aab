import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../../testing/databases.ts';
import { createTestPortal, type TestPortal } from '../../testing/portal.ts';
import { readXlsx } from '../../testing/xlsx.ts';
import users from './index.ts';
import { demoStaff, seedDemoStaff } from './seed.ts';

interface ListAnswer {
  status: string;
  rows: Array<Record<string, unknown>>;
  count: number;
}

describe.each(dialectsUnderTest())('GET /api/users on %s', (kind) => {
  let t: TestPortal;
  let token: string;
  const list = async (query = '') => {
    const response = await t.request(`/api/users${query}`, { token });
    return { response, body: (await response.json()) as ListAnswer & { error?: string; fields?: Record<string, string> } };
  };

  beforeAll(async () => {
    t = await createTestPortal({ kind, plugins: [users] });
    ({ token } = await t.signIn('admin@demo.lab'));
  });
  afterAll(() => t.close());

  it('gives the admin the first page of users, ordered by last name, without password hashes', async () => {
    const { response, body } = await list();
    expect(response.status).toBe(200);
    expect(body.status).toBe('ok');
    expect(body.count).toBe(5 + demoStaff().length);
    expect(body.rows).toHaveLength(50);
    expect(Object.keys(body.rows[0]!).sort()).toEqual(['activeInd', 'customerId', 'email', 'firstName', 'id', 'lastName', 'role']);
    const lastNames = body.rows.map((row) => String(row.lastName));
    expect(lastNames).toEqual([...lastNames].sort((a, b) => a.localeCompare(b)));
  });

  it.each([
    ['customer-service', 'cs@demo.lab'],
    ['driver', 'driver@demo.lab'],
    ['technician', 'tech@demo.lab'],
    ['customer', 'customer@demo.lab'],
  ])('refuses the %s with 403', async (_role, email) => {
    const other = await t.signIn(email);
    const response = await t.request('/api/users', { token: other.token });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ status: 'error', error: 'Forbidden' });
  });

  it('refuses a visitor who is not signed in with 401', async () => {
    expect((await t.request('/api/users')).status).toBe(401);
  });

  it('searches names and e-mail, filters by role, sorts and pages', async () => {
    expect((await list('?search=ADMIN%40demo')).body.rows.map((row) => row.email)).toEqual(['admin@demo.lab']);
    expect((await list('?search=avery%20chen')).body.rows.map((row) => row.email)).toEqual(['avery.chen@demo.lab']);
    const drivers = await list(`?conditions=${encodeURIComponent('{"role":"driver"}')}&limit=500`);
    expect(drivers.body.rows.every((row) => row.role === 'driver')).toBe(true);
    expect(drivers.body.count).toBe(drivers.body.rows.length);
    const byEmail = await list('?sort=email:DESC&limit=2&offset=1');
    expect(byEmail.body.rows).toHaveLength(2);
    const all = await list('?sort=email:desc&limit=500&count=false');
    expect(all.body).not.toHaveProperty('count');
    expect(byEmail.body.rows.map((row) => row.email)).toEqual(all.body.rows.slice(1, 3).map((row) => row.email));
  });

  it.each([
    ['?sort=passwordHash:asc', { sort: 'Unknown sort field "passwordHash"' }],
    ['?limit=501', { limit: 'limit must be a whole number from 1 to 500' }],
    ['?role=admin', { role: 'Unknown parameter "role"' }],
    [`?conditions=${encodeURIComponent('{"passwordHash":{"like":"%"}}')}`, { 'conditions.passwordHash': 'Unknown field "passwordHash"' }],
    ['?startDate=2026-01-01', { startDate: 'This table has no date to filter by' }],
  ])('answers 400 to %s', async (query, fields) => {
    const { response, body } = await list(query);
    expect(response.status).toBe(400);
    expect(body).toEqual({ status: 'error', error: Object.values(fields)[0], fields });
  });

  it('exports the filtered list as CSV, with the model labels, all pages', async () => {
    const response = await t.request(`/api/users?format=csv&sort=email:asc&conditions=${encodeURIComponent('{"role":"admin"}')}`, {
      token,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="users.csv"');
    const lines = (await response.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    // Internal ids (the user's, its company's) are not exported.
    expect(lines[0]).toBe('First Name,Last Name,Email,Role,Active');
    const admins = demoStaff().filter((user) => user.role === 'admin').length + 1;
    expect(lines).toHaveLength(admins + 1);
    expect(lines[1]).toBe('Alex,Admin,admin@demo.lab,admin,Yes');
  });

  it('exports the whole list as an XLSX workbook that opens', async () => {
    const response = await t.request('/api/users?format=xlsx&limit=10', { token });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="users.xlsx"');
    const { name, rows, cells } = readXlsx(new Uint8Array(await response.arrayBuffer()));
    expect(name).toBe('users');
    expect(['A1', 'B1', 'C1', 'D1', 'E1', 'F1'].map((ref) => cells[ref]?.value)).toEqual([
      'First Name',
      'Last Name',
      'Email',
      'Role',
      'Active',
      undefined,
    ]);
    expect(rows).toBe(1 + 5 + demoStaff().length);
  });

  it('seeds the demo staff once', async () => {
    await seedDemoStaff(t.db);
    const { count } = await t.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(5 + demoStaff().length);
  });

  it('serves the Users page with the table island to the admin only', async () => {
    const html = await (await t.request('/admin/users', { token })).text();
    expect(html).toContain('<h1 class="text-2xl font-semibold text-slate-900">Users</h1>');
    expect(html).toContain('data-island="core.DataTable"');
    expect(html).toContain('Loading…');
    const cs = await t.signIn('cs@demo.lab');
    expect((await t.request('/admin/users', { token: cs.token, headers: { accept: 'text/html' } })).status).toBe(403);
  });
});
