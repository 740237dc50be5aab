import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../core/roles.ts';
import { dialectsUnderTest } from '../../testing/databases.ts';
import { call as callPortal } from '../../testing/call.ts';
import { createTestPortal, type TestPortal, type TestRequestInit } from '../../testing/portal.ts';
import sampleTypes from './index.ts';
import { DEMO_SAMPLE_TYPES } from './seed.ts';
import { expectedOutcomes, roleOutcomes, signInEveryRole } from '../../testing/role-matrix.ts';
import { labTemplateIds } from '../templates/test-support.ts';

interface Answer {
  status: string;
  error?: string;
  fields?: Record<string, string>;
  rows?: Array<Record<string, unknown>>;
  count?: number;
  sampleType?: Record<string, unknown>;
  testType?: Record<string, unknown>;
}

/** The office reads sample and test types (§6: Sample Types is admin's and customer-service's). */
const OFFICE: Role[] = ['admin', 'customer-service'];

describe.each(dialectsUnderTest())('the sample types and test types calls on %s', (kind) => {
  let t: TestPortal;
  let tokens: Record<Role, string>;
  const call = (path: string, init: TestRequestInit = {}) => callPortal<Answer>(t, path, { token: tokens.admin, ...init });

  beforeAll(async () => {
    t = await createTestPortal({ kind, plugins: [sampleTypes], enable: ['dashboard'] });
    tokens = await signInEveryRole(t);
  });
  afterAll(() => t.close());

  it('lists the demo sample types with specimen types first, whatever the sort', async () => {
    const { status, body } = await call('/api/sample-types?limit=200');
    expect(status).toBe(200);
    expect(body.count).toBe(DEMO_SAMPLE_TYPES.length);
    const flags = body.rows!.map((row) => row.nonSpecimen);
    expect(flags).toEqual([...flags].sort((a, b) => Number(a) - Number(b)));
    expect(body.rows![0]).toMatchObject({
      description: 'Concrete Cylinder 4x8',
      defaultRate: 25,
      maxPsiPct: 75,
      defaultTestType: '28 Day',
      defaultReportTemplate: 'ds-pq-502.1',
    });
    const byRate = await call('/api/sample-types?sort=defaultRate:desc&limit=500');
    expect(byRate.body.rows!.at(-1)).toMatchObject({ nonSpecimen: true });
    expect(byRate.body.rows![0]).toMatchObject({ description: 'FRP Panel with Materials and Equipment', defaultRate: 120 });
  });

  it.each([50, 200, 500])('honours limit=%i and refuses 501', async (limit) => {
    expect((await call(`/api/sample-types?limit=${limit}`)).status).toBe(200);
    expect((await call('/api/sample-types?limit=501')).body.fields).toEqual({ limit: 'limit must be a whole number from 1 to 500' });
  });

  it('creates, reads, changes and deletes a sample type, answering sampleType, with its audit trail', async () => {
    const hold = (await call('/api/test-types?limit=200')).body.rows!.find((row) => row.description === 'Hold')!;
    const created = await call('/api/sample-types', {
      json: {
        description: 'Shotcrete Panel',
        sku: '4100',
        // The specification's name, beside the portal's defaultRate.
        default_rate: '55.5',
        maxPsiPct: 60,
        nonSpecimen: 0,
        defaultTestTypeId: String(hold.id),
        defaultReportTemplate: 'ds-pq-502.1',
        quickbooksId: ' QB-77 ',
      },
    });
    expect(created.status).toBe(201);
    const id = Number(created.body.sampleType!.id);
    expect(created.body.sampleType).toEqual({
      id,
      description: 'Shotcrete Panel',
      sku: 4100,
      defaultRate: 55.5,
      default_rate: 55.5,
      maxPsiPct: 60,
      nonSpecimen: false,
      defaultTestTypeId: hold.id,
      defaultReportTemplate: 'ds-pq-502.1',
      quickbooksId: 'QB-77',
      breakSchedule: null,
      version: 1,
    });
    expect((await call(`/api/sample-types/${id}`)).body.sampleType).toEqual(created.body.sampleType);

    const changed = await call(`/api/sample-types/${id}`, {
      method: 'PUT',
      json: { defaultRate: 60, nonSpecimen: true, defaultTestTypeId: '' },
    });
    expect(changed.body.sampleType).toMatchObject({
      description: 'Shotcrete Panel',
      defaultRate: 60,
      nonSpecimen: true,
      defaultTestTypeId: null,
      sku: 4100,
    });
    const history = await t.portal.contextOf('sample-types').audit.history(t.db, 'sampleType', id);
    expect(history.map((entry) => entry.action)).toEqual(['create', 'update']);
    expect(history[1]!.changes.map((change) => change.field).sort()).toEqual(['defaultRate', 'defaultTestTypeId', 'nonSpecimen']);

    expect(await call(`/api/sample-types/${id}`, { method: 'DELETE' })).toEqual({ status: 200, body: { status: 'ok' } });
    expect(await call(`/api/sample-types/${id}`)).toEqual({ status: 404, body: { status: 'error', error: 'Sample type not found' } });
    expect((await call(`/api/sample-types/${id}`, { method: 'PUT', json: { description: 'x' } })).status).toBe(404);
    expect((await call(`/api/sample-types/${id}`, { method: 'DELETE' })).status).toBe(404);
  });

  it.each([
    [{ description: '' }, { description: 'This field is required' }],
    [{ description: 'A', sku: 'abc' }, { sku: 'Invalid number' }],
    [{ description: 'A', sku: '-3' }, { sku: 'Value must be positive' }],
    [{ description: 'A', sku: 0 }, { sku: 'Value must be positive' }],
    [{ description: 'A', sku: '2.5' }, { sku: 'Invalid number' }],
    [{ description: 'A', defaultRate: '-1' }, { defaultRate: 'Value must be positive' }],
    [{ description: 'A', defaultRate: '12,50' }, { defaultRate: 'Invalid number' }],
    [{ description: 'A', defaultRate: '12.505' }, { defaultRate: 'Invalid number' }],
    [{ description: 'A', maxPsiPct: 'lots' }, { maxPsiPct: 'Invalid number' }],
    [{ description: 'A', maxPsiPct: -10 }, { maxPsiPct: 'Value must be positive' }],
    [{ description: 'A', sku: 2_147_483_648 }, { sku: 'At most 2,147,483,647' }],
    [{ description: 'A', defaultRate: '100000.01' }, { defaultRate: 'At most 100,000' }],
    [{ description: 'A', maxPsiPct: 1000.5 }, { maxPsiPct: 'At most 1,000' }],
    [{ description: 'A', defaultTestTypeId: 999999 }, { defaultTestTypeId: 'Unknown test type' }],
    [{ description: 'A', defaultReportTemplate: 'ds-pq-999' }, { defaultReportTemplate: 'Unknown report template' }],
  ])('refuses %j with the spec messages', async (json, fields) => {
    const { status, body } = await call('/api/sample-types', { json });
    expect(status).toBe(400);
    expect(body).toEqual({ status: 'error', error: Object.values(fields)[0], fields });
  });

  it('answers 409 to a second sample type with the same description, in any case', async () => {
    expect(await call('/api/sample-types', { json: { description: 'mortar cube' } })).toEqual({
      status: 409,
      body: { status: 'error', error: 'A sample type with this description already exists' },
    });
  });

  it('serves test types with ?limit=200, dateVariance and the no-test-date flag, and their writes', async () => {
    const { body } = await call('/api/test-types?limit=200');
    expect(body.rows!.map((row) => [row.description, row.dateVariance, row.noTestDateRequired])).toEqual([
      ['Hold', 0, true],
      ['3 Day', 3, false],
      ['7 Day', 7, false],
      ['28 Day', 28, false],
      ['56 Day', 56, false],
    ]);
    const created = await call('/api/test-types', { json: { description: '90 Day', dateVariance: '90' } });
    expect(created.status).toBe(201);
    const id = Number(created.body.testType!.id);
    expect(created.body.testType).toEqual({ id, description: '90 Day', dateVariance: 90, noTestDateRequired: false, version: 1 });
    expect((await call(`/api/test-types/${id}`, { method: 'PUT', json: { noTestDateRequired: true } })).body.testType).toMatchObject({
      noTestDateRequired: true,
      dateVariance: 90,
    });
    expect((await call('/api/test-types', { json: { description: 'X', dateVariance: '' } })).body.fields).toEqual({
      dateVariance: 'This field is required',
    });
    expect((await call('/api/test-types', { json: { description: 'X', dateVariance: '-1' } })).body.fields).toEqual({
      dateVariance: 'Value must be positive',
    });
    expect((await call(`/api/test-types/${id}`, { method: 'DELETE' })).status).toBe(200);
  });

  it('clears the default test type of the sample types when that test type is deleted', async () => {
    const testType = (await call('/api/test-types', { json: { description: 'Temporary', dateVariance: 1 } })).body.testType!;
    const sampleType = (await call('/api/sample-types', { json: { description: 'Uses temporary', defaultTestTypeId: testType.id } })).body
      .sampleType!;
    await call(`/api/test-types/${String(testType.id)}`, { method: 'DELETE' });
    expect((await call(`/api/sample-types/${String(sampleType.id)}`)).body.sampleType).toMatchObject({ defaultTestTypeId: null });
  });

  it('refuses ids that are not record ids with 400', async () => {
    expect((await call('/api/sample-types/abc')).status).toBe(400);
    expect((await call('/api/test-types/0')).status).toBe(400);
  });

  it('lets every role do exactly what the role table allows', async () => {
    const id = (await call('/api/sample-types?limit=1')).body.rows![0]!.id;
    const testTypeId = (await call('/api/test-types?limit=1')).body.rows![0]!.id;
    const routes = [
      { method: 'GET', path: '/api/sample-types', allowed: OFFICE },
      { method: 'GET', path: `/api/sample-types/${String(id)}`, allowed: OFFICE },
      { method: 'POST', path: '/api/sample-types', json: {}, allowed: ['admin', 'customer-service'] },
      { method: 'PUT', path: `/api/sample-types/${String(id)}`, json: {}, allowed: ['admin', 'customer-service'] },
      { method: 'DELETE', path: '/api/sample-types/2147483647', allowed: ['admin', 'customer-service'] },
      { method: 'GET', path: '/api/test-types?limit=200', allowed: OFFICE },
      { method: 'GET', path: `/api/test-types/${String(testTypeId)}`, allowed: OFFICE },
      { method: 'POST', path: '/api/test-types', json: {}, allowed: ['admin'] },
      { method: 'PUT', path: `/api/test-types/${String(testTypeId)}`, json: {}, allowed: ['admin'] },
      { method: 'DELETE', path: '/api/test-types/2147483647', allowed: ['admin'] },
      { method: 'GET', path: '/admin/sample-types', allowed: ['admin', 'customer-service'], page: true },
      { method: 'GET', path: '/admin/sample-types/new', allowed: ['admin', 'customer-service'], page: true },
      { method: 'GET', path: `/admin/sample-types/${String(id)}`, allowed: ['admin', 'customer-service'], page: true },
      { method: 'GET', path: '/admin/test-types', allowed: ['admin'], page: true },
      { method: 'GET', path: '/admin/test-types/new', allowed: ['admin'], page: true },
      { method: 'GET', path: `/admin/test-types/${String(testTypeId)}`, allowed: ['admin'], page: true },
    ] as const;
    expect(await roleOutcomes(t, tokens, routes)).toEqual(expectedOutcomes(routes));
  });

  it('serves the list and the forms, with the templates to choose from and 404 for a missing record', async () => {
    const list = await (await t.request('/admin/sample-types', { token: tokens['customer-service'] })).text();
    expect(list).toContain('data-island="core.DataTable"');
    expect(list).toContain('href="/admin/sample-types/new"');
    const form = await (await t.request('/admin/sample-types/new', { token: tokens.admin })).text();
    expect(form).toContain('data-island="sample-types.SampleTypeForm"');
    for (const id of labTemplateIds()) expect(form).toContain(`"id":"${id}"`);
    expect(form).toContain('Create Sample Type');
    const missing = await t.request('/admin/sample-types/999999', { token: tokens.admin, headers: { accept: 'text/html' } });
    expect(missing.status).toBe(404);
    expect((await t.request('/admin/test-types/abc', { token: tokens.admin, headers: { accept: 'text/html' } })).status).toBe(404);
  });

  it('shows Sample Types to admin and customer-service, and Test Types to the admin only, in the sidebar', async () => {
    const sidebar = async (role: Role) =>
      (await (await t.request('/admin', { token: tokens[role] })).text()).match(/href="\/admin\/(sample|test)-types"/g) ?? [];
    expect(await sidebar('admin')).toEqual(['href="/admin/sample-types"', 'href="/admin/test-types"']);
    expect(await sidebar('customer-service')).toEqual(['href="/admin/sample-types"']);
    expect(await sidebar('technician')).toEqual([]);
  });
});
