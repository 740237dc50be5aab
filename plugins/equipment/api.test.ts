import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, labToday } from '../../shared/dates.ts';
import type { Role } from '../../core/roles.ts';
import { dialectsUnderTest } from '../../testing/databases.ts';
import { call as callPortal } from '../../testing/call.ts';
import { createTestPortal, type TestPortal, type TestRequestInit } from '../../testing/portal.ts';
import { expectedOutcomes, roleOutcomes, signInEveryRole } from '../../testing/role-matrix.ts';
import equipment, { equipmentService } from './index.ts';
import { DUE_BEFORE_CALIBRATED } from './schema.ts';
import { DEMO_EQUIPMENT } from './seed.ts';

interface Answer {
  status: string;
  error?: string;
  fields?: Record<string, string>;
  rows?: Array<Record<string, unknown>>;
  count?: number;
  equipment?: Record<string, unknown> | Array<Record<string, unknown>>;
}

/** The Reports area's staff (§6: admin and customer-service) read them for the report detail. */
const READERS: Role[] = ['admin', 'customer-service'];

describe.each(dialectsUnderTest())('the test equipment calls on %s', (kind) => {
  let t: TestPortal;
  let tokens: Record<Role, string>;
  const call = (path: string, init: TestRequestInit = {}) => callPortal<Answer>(t, path, { token: tokens.admin, ...init });

  beforeAll(async () => {
    t = await createTestPortal({ kind, plugins: [equipment] });
    tokens = await signInEveryRole(t);
  });
  afterAll(() => t.close());

  it('lists the demo equipment by name', async () => {
    const { body } = await call('/api/test-equipment');
    expect(body.count).toBe(DEMO_EQUIPMENT.length);
    expect(body.rows!.map((row) => row.name)).toEqual(DEMO_EQUIPMENT.map((item) => item.name).sort());
  });

  it('keeps calibration dates, shows overdue equipment as Overdue in its list, and refuses a due date before the calibration', async () => {
    const today = labToday(t.config.labTimeZone);
    const made = async (name: string, calibrationDue: string) =>
      (await call('/api/test-equipment', { json: { name, calibration: 'See certificate', lastCalibrated: '2025-01-02', calibrationDue } }))
        .body.equipment as Record<string, unknown>;
    expect(await made('Dial Gauge A', addDays(today, -1))).toMatchObject({
      lastCalibrated: '2025-01-02',
      calibrationDue: addDays(today, -1),
    });
    await made('Dial Gauge B', today);
    const listed = await call(`/api/test-equipment?search=${encodeURIComponent('Dial Gauge')}&sort=name:asc`);
    expect(listed.body.rows!.map((row) => [row.name, row.calibrationStatus])).toEqual([
      ['Dial Gauge A', 'Overdue'],
      ['Dial Gauge B', 'Calibrated'],
    ]);
    const overdue = await call(`/api/test-equipment?conditions=${encodeURIComponent(JSON.stringify({ calibrationStatus: 'Overdue' }))}`);
    expect(overdue.body.rows!.map((row) => row.name)).toEqual(['Dial Gauge A', 'Digital Caliper, 6 in']);
    const refused = await call('/api/test-equipment', {
      json: { name: 'Dial Gauge C', calibration: 'See certificate', lastCalibrated: '2026-05-02', calibrationDue: '2026-05-01' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({ calibrationDue: DUE_BEFORE_CALIBRATED });
  });

  it('creates, reads, changes and deletes equipment, answering equipment', async () => {
    const created = await call('/api/test-equipment', {
      json: { name: 'Load Cell, 10 kip', calibration: 'Calibrated 04/01/2026', detailsLabel: '', details: 'LC-10' },
    });
    expect(created.status).toBe(201);
    const item = created.body.equipment as Record<string, unknown>;
    const id = Number(item.id);
    expect(item).toEqual({
      id,
      name: 'Load Cell, 10 kip',
      calibration: 'Calibrated 04/01/2026',
      lastCalibrated: null,
      calibrationDue: null,
      detailsLabel: null,
      details: 'LC-10',
      version: 1,
    });
    expect((await call(`/api/test-equipment/${id}`)).body.equipment).toEqual(item);
    expect((await call(`/api/test-equipment/${id}`, { method: 'PUT', json: { detailsLabel: 'Serial No.' } })).body.equipment).toMatchObject(
      { detailsLabel: 'Serial No.', details: 'LC-10' },
    );
    expect(await equipmentService.findMany(t.db as never, [id])).toEqual([expect.objectContaining({ id, detailsLabel: 'Serial No.' })]);
    expect((await t.portal.contextOf('equipment').audit.history(t.db, 'equipment', id)).map((entry) => entry.action)).toEqual([
      'create',
      'update',
    ]);
    expect(await call(`/api/test-equipment/${id}`, { method: 'DELETE' })).toEqual({ status: 200, body: { status: 'ok' } });
    expect(await call(`/api/test-equipment/${id}`)).toEqual({ status: 404, body: { status: 'error', error: 'Test equipment not found' } });
  });

  it('requires the name and the calibration, with the spec message', async () => {
    const empty = await call('/api/test-equipment', { json: { detailsLabel: 'Serial No.' } });
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({
      status: 'error',
      error: 'Please correct the highlighted fields',
      fields: { name: 'This field is required', calibration: 'This field is required' },
    });
  });

  it('searches names, calibration and details', async () => {
    const search = async (query: string) =>
      (
        (await call('/api/test-equipment/search', { json: { query, customerId: null }, token: tokens['customer-service'] })).body
          .equipment as Array<Record<string, unknown>>
      ).map((row) => row.name);
    expect(await search('machine')).toEqual(['Compression Machine, 400 kip', 'Universal Testing Machine, 60 kip']);
    expect(await search('E83')).toEqual(['Extensometer, 2 in gauge']);
    expect(await search('08/10/2026 0.0005')).toEqual(['Digital Caliper, 6 in']);
  });

  it('lets the admin manage equipment, and the staff who write reports read and search it', async () => {
    const id = String((await call('/api/test-equipment')).body.rows![0]!.id);
    const routes = [
      { method: 'GET', path: '/api/test-equipment', allowed: READERS },
      { method: 'GET', path: `/api/test-equipment/${id}`, allowed: READERS },
      { method: 'POST', path: '/api/test-equipment/search', json: { query: 'x' }, allowed: READERS },
      { method: 'POST', path: '/api/test-equipment', json: {}, allowed: ['admin'] },
      { method: 'PUT', path: `/api/test-equipment/${id}`, json: {}, allowed: ['admin'] },
      { method: 'DELETE', path: '/api/test-equipment/2147483647', allowed: ['admin'] },
      { method: 'GET', path: '/admin/test-equipment', allowed: ['admin'], page: true },
      { method: 'GET', path: '/admin/test-equipment/new', allowed: ['admin'], page: true },
      { method: 'GET', path: `/admin/test-equipment/${id}`, allowed: ['admin'], page: true },
    ] as const;
    expect(await roleOutcomes(t, tokens, routes)).toEqual(expectedOutcomes(routes));
  });

  it('serves the form titled Create Equipment, and Save Equipment for a saved one', async () => {
    expect(await (await t.request('/admin/test-equipment/new', { token: tokens.admin })).text()).toContain('Create Equipment');
    const id = String((await call('/api/test-equipment')).body.rows![0]!.id);
    expect(await (await t.request(`/admin/test-equipment/${id}`, { token: tokens.admin })).text()).toContain('Save Equipment');
  });
});
