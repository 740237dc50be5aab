import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../core/roles.ts';
import { dialectsUnderTest } from '../../testing/databases.ts';
import { call as callPortal } from '../../testing/call.ts';
import { createTestPortal, type TestPortal, type TestRequestInit } from '../../testing/portal.ts';
import { expectedOutcomes, roleOutcomes, signInEveryRole } from '../../testing/role-matrix.ts';
import materials from './index.ts';
import { DEMO_MATERIALS } from './seed.ts';

interface Answer {
  status: string;
  error?: string;
  fields?: Record<string, string>;
  rows?: Array<Record<string, unknown>>;
  count?: number;
  material?: Record<string, unknown>;
  materials?: Array<Record<string, unknown>>;
}

/** The Reports area's staff (§6: admin and customer-service) read them for the report detail. */
const READERS: Role[] = ['admin', 'customer-service'];

describe.each(dialectsUnderTest())('the materials calls on %s', (kind) => {
  let t: TestPortal;
  let tokens: Record<Role, string>;
  const call = (path: string, init: TestRequestInit = {}) => callPortal<Answer>(t, path, { token: tokens.admin, ...init });

  beforeAll(async () => {
    t = await createTestPortal({ kind, plugins: [materials], enable: ['dashboard'] });
    tokens = await signInEveryRole(t);
  });
  afterAll(() => t.close());

  it('lists the demo materials by manufacturer, thickness as a number', async () => {
    const { body } = await call('/api/materials');
    expect(body.count).toBe(DEMO_MATERIALS.length);
    expect(body.rows![0]).toMatchObject({ manufacturer: 'Bayside Fiber Systems', numPlies: 1 });
    expect(body.rows!.map((row) => row.thickness)).toContain(0.04);
  });

  it('creates, reads, changes and deletes a material, answering material', async () => {
    const created = await call('/api/materials', {
      json: { manufacturer: ' Ridge FRP ', type: 'Carbon sheet', numPlies: '3', thickness: '0.125' },
    });
    expect(created.status).toBe(201);
    const id = Number(created.body.material!.id);
    expect(created.body.material).toEqual({
      id,
      manufacturer: 'Ridge FRP',
      type: 'Carbon sheet',
      numPlies: 3,
      thickness: 0.125,
      version: 1,
    });
    expect((await call(`/api/materials/${id}`)).body.material).toEqual(created.body.material);
    expect((await call(`/api/materials/${id}`, { method: 'PUT', json: { numPlies: 4 } })).body.material).toMatchObject({
      numPlies: 4,
      thickness: 0.125,
      version: 2,
    });
    const history = await t.portal.contextOf('materials').audit.history(t.db, 'material', id);
    expect(history.map((entry) => entry.action)).toEqual(['create', 'update']);
    expect(await call(`/api/materials/${id}`, { method: 'DELETE' })).toEqual({ status: 200, body: { status: 'ok' } });
    expect(await call(`/api/materials/${id}`)).toEqual({ status: 404, body: { status: 'error', error: 'Material not found' } });
  });

  it('requires every field, with the spec message, and numbers for plies and thickness', async () => {
    const empty = await call('/api/materials', { json: {} });
    expect(empty.status).toBe(400);
    expect(empty.body.fields).toEqual({
      manufacturer: 'This field is required',
      type: 'This field is required',
      numPlies: 'This field is required',
      thickness: 'This field is required',
    });
    const bad = await call('/api/materials', { json: { manufacturer: 'A', type: 'B', numPlies: '1.5', thickness: '-0.1' } });
    expect(bad.body.fields).toEqual({ numPlies: 'Invalid number', thickness: 'Value must be positive' });
    const blanked = await call(`/api/materials/${String((await call('/api/materials')).body.rows![0]!.id)}`, {
      method: 'PUT',
      json: { manufacturer: '' },
    });
    expect(blanked.body.fields).toEqual({ manufacturer: 'This field is required' });
  });

  it('searches by manufacturer and type, every word, at most 50, ignoring the customerId', async () => {
    const search = async (json: unknown, token = tokens['customer-service']) => (await call('/api/materials/search', { json, token })).body;
    expect((await search({ query: 'northline cf-300', customerId: 12 })).materials!.map((row) => row.numPlies)).toEqual([1, 2]);
    expect((await search({ query: 'glass' })).materials).toEqual([
      expect.objectContaining({ type: 'E-glass fabric GL-900', thickness: 0.05 }),
    ]);
    expect((await search({ query: '100%' })).materials).toEqual([]);
    expect((await search({})).materials).toHaveLength(DEMO_MATERIALS.length);
  });

  it('lets the admin manage materials, and the staff who write reports read and search them', async () => {
    const id = String((await call('/api/materials')).body.rows![0]!.id);
    const routes = [
      { method: 'GET', path: '/api/materials', allowed: READERS },
      { method: 'GET', path: `/api/materials/${id}`, allowed: READERS },
      { method: 'POST', path: '/api/materials/search', json: { query: 'x' }, allowed: READERS },
      { method: 'POST', path: '/api/materials', json: {}, allowed: ['admin'] },
      { method: 'PUT', path: `/api/materials/${id}`, json: {}, allowed: ['admin'] },
      { method: 'DELETE', path: '/api/materials/2147483647', allowed: ['admin'] },
      { method: 'GET', path: '/admin/materials', allowed: ['admin'], page: true },
      { method: 'GET', path: '/admin/materials/new', allowed: ['admin'], page: true },
      { method: 'GET', path: `/admin/materials/${id}`, allowed: ['admin'], page: true },
    ] as const;
    expect(await roleOutcomes(t, tokens, routes)).toEqual(expectedOutcomes(routes));
  });

  it('serves the list and the form, and the sidebar entry to the admin only', async () => {
    const form = await (await t.request('/admin/materials/new', { token: tokens.admin })).text();
    expect(form).toContain('data-island="materials.MaterialForm"');
    expect(form).toContain('Create Material');
    expect(form).toContain('Save &amp; Continue Edit');
    const id = String((await call('/api/materials')).body.rows![0]!.id);
    expect(await (await t.request(`/admin/materials/${id}`, { token: tokens.admin })).text()).toContain('Save Material');
    expect((await t.request('/admin/materials/999999', { token: tokens.admin, headers: { accept: 'text/html' } })).status).toBe(404);
    expect(await (await t.request('/admin', { token: tokens.admin })).text()).toContain('href="/admin/materials"');
    expect(await (await t.request('/admin', { token: tokens['customer-service'] })).text()).not.toContain('href="/admin/materials"');
  });
});
