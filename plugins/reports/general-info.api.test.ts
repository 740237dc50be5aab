import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STALE_RECORD_MESSAGE } from '../../core/db/versioned.ts';
import { dialectsUnderTest } from '../../core/testing/databases.ts';
import type { TestPortal } from '../../core/testing/portal.ts';
import { call, receivedPickup, reportsPortal, type Json } from './test-support.ts';

describe.each(dialectsUnderTest())("a pickup's General Report Info on %s", (kind) => {
  let t: TestPortal;
  let admin: string;

  beforeAll(async () => {
    t = await reportsPortal(kind);
    admin = (await t.signIn('admin@demo.lab')).token;
  });
  afterAll(() => t.close());

  const info = (pickupId: number, json?: unknown, token = admin) =>
    call(t, `/api/pickups/reports/${pickupId}/general-info`, json === undefined ? { token } : { token, method: 'PUT', json });
  const report = async (id: number) => (await call(t, `/api/reports/${id}`, { token: admin })).body.report as Json;

  it("copies what the panel holds to the pickup's open reports, to sets added later, and never to a finalized one", async () => {
    const { pickup, reports, facts } = await receivedPickup(t, admin);
    const first = reports[0]!;
    expect((await info(pickup.id)).body).toEqual({ status: 'ok', generalReportInfo: { inspectorLicense: 'On File' }, version: 1 });

    const saved = await info(pickup.id, {
      generalReportInfo: { projectName: 'Tower Block C', contractor: 'Acme Build', inspectorLicense: 'On File', engineer: '' },
      version: 1,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      version: 2,
      generalReportInfo: { projectName: 'Tower Block C', contractor: 'Acme Build', inspectorLicense: 'On File' },
      message: 'The general report info was saved and copied to 1 report',
    });
    expect(await report(first.id)).toMatchObject({
      generalReportInfo: { projectName: 'Tower Block C', contractor: 'Acme Build', inspectorLicense: 'On File' },
      version: first.version + 1,
    });
    const stale = await info(pickup.id, { generalReportInfo: { projectName: 'Late' }, version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toBe(STALE_RECORD_MESSAGE);

    expect((await call(t, `/api/reports/${first.id}`, { token: admin, method: 'PUT', json: { finalized: true } })).status).toBe(200);
    const current = (await call(t, `/api/pickups/${pickup.id}`, { token: admin })).body.pickup as Json;
    const samples = [
      ...(current.samples as Json[]).map((sample) => ({
        id: sample.id,
        sampleTypeId: sample.sampleTypeId,
        qty: sample.qty,
        castDate: sample.castDate,
      })),
      { sampleTypeId: facts.grout.id, qty: 1, castDate: '2026-11-21' },
    ];
    expect((await call(t, `/api/pickups/${pickup.id}`, { token: admin, method: 'PUT', json: { ...current, samples } })).status).toBe(200);
    const added = ((await call(t, `/api/pickups/reports/${pickup.id}`, { token: admin })).body.reports as Json[]).find(
      (row) => row.id !== first.id,
    )!;
    expect(added.generalReportInfo).toEqual({ projectName: 'Tower Block C', contractor: 'Acme Build', inspectorLicense: 'On File' });

    const again = await info(pickup.id, { generalReportInfo: { projectName: 'Tower Block D' }, version: 2 });
    expect(again.body.message).toBe('The general report info was saved and copied to 1 report; 1 report finalized kept its');
    expect((await report(added.id)).generalReportInfo).toEqual({
      projectName: 'Tower Block D',
      contractor: 'Acme Build',
      inspectorLicense: 'On File',
    });
    expect((await report(first.id)).generalReportInfo.projectName).toBe('Tower Block C');
  });

  it('checks the fields, the pickup and the role: a technician enters it, a customer may not even read it', async () => {
    const { pickup } = await receivedPickup(t, admin);
    const unknown = await info(pickup.id, { generalReportInfo: { unknownField: 'x' } });
    expect(unknown.status).toBe(400);
    const long = await info(pickup.id, { generalReportInfo: { projectName: 'x'.repeat(201) } });
    expect(long.status).toBe(400);
    expect(long.body.fields).toHaveProperty(['generalReportInfo.projectName']);
    expect((await info(999_999)).status).toBe(404);
    expect((await info(999_999, { generalReportInfo: {} })).status).toBe(404);
    const tech = (await t.signIn('tech@demo.lab')).token;
    expect((await info(pickup.id, { generalReportInfo: { permitNum: 'P-77' } }, tech)).status).toBe(200);
    const customer = (await t.signIn('customer@demo.lab')).token;
    expect((await info(pickup.id, undefined, customer)).status).toBe(403);
    expect((await info(pickup.id, { generalReportInfo: { permitNum: 'P-78' } }, customer)).status).toBe(403);
  });

  it("shows the general report screen to staff, with the panel, the button and the pickup's reports, and links it from the pickup", async () => {
    const { pickup, reports } = await receivedPickup(t, admin);
    const screen = await t.request(`/admin/pickups/reports/${pickup.id}`, { token: admin, headers: { accept: 'text/html' } });
    expect(screen.status).toBe(200);
    const html = await screen.text();
    for (const text of ['General Report Info', 'Generate Reports For Samples', reports[0]!.sampleNum, 'href="/admin/pickups"']) {
      expect(html).toContain(text);
    }
    const page = await (await t.request(`/admin/pickups/${pickup.id}`, { token: admin, headers: { accept: 'text/html' } })).text();
    expect(page).toContain(`href="/admin/pickups/reports/${pickup.id}"`);
    expect((await t.request('/admin/pickups/reports/999999', { token: admin, headers: { accept: 'text/html' } })).status).toBe(404);
  });
});
