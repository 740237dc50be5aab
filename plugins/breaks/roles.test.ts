import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../../testing/databases.ts';
import type { TestPortal } from '../../testing/portal.ts';
import { expectedOutcomes, roleOutcomes, signInEveryRole, type MatrixRoute } from '../../testing/role-matrix.ts';
import type { Role } from '../../core/roles.ts';
import { breaksPortal, call, cylinderBreak, receivedCylinders, type Json } from './test-support.ts';

const STAFF: Role[] = ['admin', 'customer-service', 'technician'];
const OFFICE: Role[] = ['admin', 'customer-service'];

describe.each(dialectsUnderTest())('who may use break reports on %s', (kind) => {
  let t: TestPortal;
  let tokens: Record<Role, string>;
  let specimenId: number;
  let resultId: number;
  let sampleId: number;
  let pickupId: number;

  beforeAll(async () => {
    t = await breaksPortal(kind);
    tokens = await signInEveryRole(t);
    const set = await receivedCylinders(t, tokens.admin);
    specimenId = set.specimenIds[0];
    sampleId = set.sampleId;
    pickupId = set.pickup.id;
    const saved = await call<Json>(t, '/api/break-report', {
      token: tokens.technician,
      method: 'POST',
      json: cylinderBreak(specimenId, 52000),
    });
    resultId = saved.body.testResult.id;
  });
  afterAll(() => t.close());

  it('lets admin, customer-service and technicians in, and nobody else, on every route', async () => {
    const routes: MatrixRoute[] = [
      { method: 'GET', path: '/api/break-report', allowed: STAFF },
      { method: 'GET', path: '/api/break-report/filterOptions', allowed: STAFF },
      { method: 'GET', path: '/api/break-report/pausedBreaks', allowed: STAFF },
      { method: 'GET', path: `/api/break-report/scan?code=${encodeURIComponent(`/admin/break-report/${specimenId}`)}`, allowed: STAFF },
      { method: 'GET', path: `/api/break-report/history/${resultId}`, allowed: STAFF },
      { method: 'GET', path: `/api/break-report/${specimenId}`, allowed: STAFF },
      // An empty body: a 400 for those let through, so nothing is written.
      { method: 'POST', path: '/api/break-report', json: {}, allowed: STAFF },
      { method: 'PUT', path: `/api/break-report/${resultId}`, json: {}, allowed: STAFF },
      { method: 'POST', path: '/api/break-report/allowTesting/999999', allowed: OFFICE },
      { method: 'GET', path: '/api/break-report/import/mappings', allowed: STAFF },
      { method: 'POST', path: '/api/break-report/import/mappings', json: {}, allowed: STAFF },
      { method: 'PUT', path: '/api/break-report/import/mappings/999999', json: {}, allowed: STAFF },
      { method: 'POST', path: '/api/break-report/import/headers', json: {}, allowed: STAFF },
      { method: 'POST', path: '/api/break-report/import/preview', json: {}, allowed: STAFF },
      { method: 'POST', path: '/api/break-report/import', json: {}, allowed: STAFF },
      { method: 'GET', path: `/api/break-report/labels/${pickupId}`, allowed: STAFF },
      { method: 'GET', path: `/api/break-report/set/${specimenId}`, allowed: STAFF },
      { method: 'GET', path: `/api/break-report/set/next/${specimenId}`, allowed: STAFF },
      { method: 'PUT', path: `/api/break-report/set/${specimenId}`, json: {}, allowed: STAFF },
      { method: 'GET', path: '/admin/break-report', allowed: STAFF, page: true },
      { method: 'GET', path: '/admin/break-report/import', allowed: STAFF, page: true },
      { method: 'GET', path: `/admin/break-report/${specimenId}`, allowed: STAFF, page: true },
      { method: 'GET', path: `/admin/break-report/set/${specimenId}`, allowed: STAFF, page: true },
    ];
    expect(await roleOutcomes(t, tokens, routes)).toEqual(expectedOutcomes(routes));
  });

  it("keeps a customer out of its own company's results too, whatever id it asks for", async () => {
    for (const path of [
      `/api/break-report/${specimenId}`,
      `/api/break-report/history/${resultId}`,
      `/api/break-report?search=${specimenId}`,
      `/api/break-report/scan?code=${encodeURIComponent(`/admin/break-report/${specimenId}`)}`,
      `/api/break-report/labels/${pickupId}`,
      '/api/break-report/import/mappings',
    ]) {
      const { status, body } = await call<Json>(t, path, { token: tokens.customer });
      expect(status).toBe(403);
      expect(JSON.stringify(body)).not.toContain('calculatedPsi');
    }
    const write = await call(t, `/api/break-report/${resultId}`, {
      token: tokens.customer,
      method: 'PUT',
      json: cylinderBreak(specimenId, 1000),
    });
    expect(write.status).toBe(403);
    const pause = await call(t, `/api/break-report/allowTesting/${sampleId}`, { token: tokens.customer, method: 'POST' });
    expect(pause.status).toBe(403);
    const imported = await call(t, '/api/break-report/import/preview', {
      token: tokens.customer,
      method: 'POST',
      json: { csv: 'Specimen\n1.1.1\n', columns: { specimenNum: 'Specimen' } },
    });
    expect(imported.status).toBe(403);
  });

  it('answers 404 for a specimen or result that does not exist, and 400 for an id that cannot be one', async () => {
    expect((await call(t, '/api/break-report/999999', { token: tokens.admin })).status).toBe(404);
    expect((await call(t, '/api/break-report/history/999999', { token: tokens.admin })).status).toBe(404);
    expect((await call(t, '/api/break-report/99999999999', { token: tokens.admin })).status).toBe(400);
    const bad = await call<Json>(t, '/api/break-report', { token: tokens.admin, method: 'POST', json: { specimenId: 'x', results: 7 } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields)).toEqual(expect.arrayContaining(['specimenId', 'results']));
  });
});
