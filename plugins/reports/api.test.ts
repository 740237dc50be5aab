import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, labToday, toDisplayDate } from '../../shared/dates.ts';
import { STALE_RECORD_MESSAGE } from '../../core/db/versioned.ts';
import { dialectsUnderTest } from '../../testing/databases.ts';
import type { TestPortal } from '../../testing/portal.ts';
import { searchTextMismatches } from '../../testing/search-text.ts';
import { reportsTableModel } from './reports.model.ts';
import { FINALIZED_MESSAGE } from './rules/status.ts';
import { CONFIRM_POINTS } from './save.service.ts';
import { EQUIPMENT_LIMIT_MESSAGE } from './schema.ts';
import { call, demoFacts, pickupJson, receivedPickup, reportsDb, reportsPortal, type Json } from './test-support.ts';
import type { InspectorsDatabase } from '../inspectors/index.ts';
import type { PickupsDatabase } from '../pickups/index.ts';
import type { SavedLocationsDatabase } from '../saved-locations/index.ts';

describe.each(dialectsUnderTest())('reports on %s', (kind) => {
  let t: TestPortal;
  let admin: string;

  beforeAll(async () => {
    t = await reportsPortal(kind);
    admin = (await t.signIn('admin@demo.lab')).token;
  });
  afterAll(() => t.close());

  it('makes one report per specimen set when the pickup is received, none for a trip', async () => {
    const { pickup, reports } = await receivedPickup(t, admin);
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({
      sampleNum: pickup.samples[0].sampleNum,
      pickupId: pickup.id,
      castDate: '2026-11-20',
      projectAddress: '500 Tower Rd, Fresno, CA 93722',
      status: 'Info Incomplete',
      template: 'ds-pq-502.1',
      generalReportInfo: { inspectorLicense: 'On File' },
    });
  });

  it("starts a new report's General Info from its pickup: inspector name, license and firm, project name from the job name", async () => {
    const facts = await demoFacts(t);
    const db = t.db as unknown as Kysely<InspectorsDatabase & SavedLocationsDatabase & PickupsDatabase>;
    const inspector = await db
      .insertInto('inspectors')
      .values({ fullName: 'Rita Inspector', license: 'ICC-5521', firm: 'Valley Inspections', customerId: facts.customerId })
      .returning('id')
      .executeTakeFirstOrThrow();
    const location = await db
      .insertInto('savedLocations')
      .values({ customerId: facts.customerId, pickupAddr1: '700 Job Site Way', pickupCity: 'Fresno', jobName: 'Tower Block C' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const created = await call(t, '/api/pickups', {
      token: admin,
      json: pickupJson(facts, {
        inspectorId: inspector.id,
        samples: [{ sampleTypeId: facts.cylinder.id, qty: 1, castDate: '2026-11-20' }],
      }),
    });
    const pickup = created.body.pickup as Json;
    await db.updateTable('pickups').set({ savedProjectLocationId: location.id }).where('id', '=', pickup.id).execute();
    const lines = (pickup.samples as Json[]).map((sample) => ({ id: sample.id, actualQty: sample.qty }));
    expect((await call(t, `/api/pickups/receive/${pickup.id}`, { token: admin, method: 'PUT', json: { samples: lines } })).status).toBe(
      200,
    );
    const [report] = (await call(t, `/api/pickups/reports/${pickup.id}`, { token: admin })).body.reports as Json[];
    expect(report!.generalReportInfo).toEqual({
      projectName: 'Tower Block C',
      inspectorName: 'Rita Inspector',
      inspectorLicense: 'ICC-5521',
      inspectorFirm: 'Valley Inspections',
    });
    // It stays editable: the report's own form saves another project name over it.
    const edited = await call(t, `/api/reports/${report!.id}`, {
      token: admin,
      method: 'PUT',
      json: { generalReportInfo: { ...report!.generalReportInfo, projectName: 'Tower Block C, Level 2' }, version: report!.version },
    });
    expect(edited.status).toBe(200);
    expect((edited.body.report as Json).generalReportInfo).toMatchObject({
      projectName: 'Tower Block C, Level 2',
      inspectorName: 'Rita Inspector',
    });
  });

  it('makes none before the pickup is received, and one for a set added to a received pickup', async () => {
    const { pickup, facts } = await receivedPickup(t, admin);
    const open = await call(t, '/api/pickups', {
      token: admin,
      json: pickupJson(facts, { samples: [{ sampleTypeId: facts.cylinder.id, qty: 1 }] }),
    });
    expect((await call(t, `/api/pickups/reports/${(open.body.pickup as Json).id}`, { token: admin })).body.reports).toEqual([]);
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
    const saved = await call(t, `/api/pickups/${pickup.id}`, {
      token: admin,
      method: 'PUT',
      json: { ...current, samples, version: current.version },
    });
    expect(saved.status).toBe(200);
    const listed = await call(t, `/api/pickups/reports/${pickup.id}`, { token: admin });
    expect((listed.body.reports as Json[]).map((report) => report.type)).toEqual(['Concrete Cylinder 4x8', 'Grout Prism']);
  });

  it('answers a report with its company, pickup, template and specimens', async () => {
    const { reports } = await receivedPickup(t, admin, { qty: 3 });
    const answer = await call(t, `/api/reports/${reports[0]!.id}`, { token: admin });
    expect(answer.status).toBe(200);
    const report = answer.body.report as Json;
    expect(report.status).toBe('Info Incomplete');
    expect(report.Customer.companyName).toBeTruthy();
    expect(report.Pickup.pickupNumber).toBeGreaterThan(0);
    expect(report.specimens).toHaveLength(3);
    expect(report.hasUntested).toBe(true);
    expect(report.template.report.sections.dataSheetInfo.includedFields).toContain('slump');
    expect(report.template.computedValues.calculatedPsi).toBe('roundTo(strength, -1)');
  });

  it("saves the detail form ('Your report was saved'), refuses a stale form, and locks once finalized", async () => {
    const { reports, pickup } = await receivedPickup(t, admin);
    const id = reports[0]!.id;
    const specimens = pickup.samples[0].specimens as Json[];
    const saved = await call(t, `/api/reports/${id}`, {
      token: admin,
      method: 'PUT',
      json: {
        generalReportInfo: { projectName: 'Tower', inspectorLicense: 'On File', engineer: '' },
        dataSheetInfo: { slump: '4 in', lot_num: 'L-7' },
        reportInfoComplete: true,
        version: reports[0]!.version,
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('Your report was saved');
    expect(saved.body.report).toMatchObject({
      status: 'Info Complete',
      generalReportInfo: { projectName: 'Tower', inspectorLicense: 'On File' },
      dataSheetInfo: { slump: '4 in', lot_num: 'L-7' },
    });
    const stale = await call(t, `/api/reports/${id}`, {
      token: admin,
      method: 'PUT',
      json: { reportInfoComplete: false, version: reports[0]!.version },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toBe(STALE_RECORD_MESSAGE);

    const tech = (await t.signIn('tech@demo.lab')).token;
    const refused = await call(t, `/api/reports/${id}`, { token: tech, method: 'PUT', json: { finalized: true } });
    expect(refused.status).toBe(403);
    // Both cylinders are untested: the reviewer confirms each with a reason, printed as the lab's statement.
    const review = await call(t, `/api/reports/${id}/review`, { token: admin });
    const keys = (review.body.points as Array<{ key: string; text: string }>).map((point) => point.key);
    expect(review.body.points).toEqual([
      { key: `untested:${specimens[0]!.id}`, text: `Specimen ${specimens[0]!.specimenNum} not tested` },
      { key: `untested:${specimens[1]!.id}`, text: `Specimen ${specimens[1]!.specimenNum} not tested` },
    ]);
    const unconfirmed = await call(t, `/api/reports/${id}`, { token: admin, method: 'PUT', json: { finalized: true } });
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.body.error).toBe(CONFIRM_POINTS);
    expect(Object.keys(unconfirmed.body.fields ?? {})).toEqual(keys.map((key) => `confirmations.${key}`));
    expect(((await call(t, `/api/reports/${id}`, { token: admin })).body.report as Json).finalized).toBe(false);
    const confirmations = { [keys[0]!]: 'damaged in transport', [keys[1]!]: 'kept for a later break' };
    const finalized = await call(t, `/api/reports/${id}`, { token: admin, method: 'PUT', json: { finalized: true, confirmations } });
    expect(finalized.status).toBe(200);
    expect(finalized.body.report).toMatchObject({
      status: 'Finalized',
      finalized: true,
      finalizedBy: 'Alex Admin',
      finalizedRole: 'Admin',
      statements: [
        { key: keys[0], text: `Specimen ${specimens[0]!.specimenNum} not tested: damaged in transport` },
        { key: keys[1], text: `Specimen ${specimens[1]!.specimenNum} not tested: kept for a later break` },
      ],
    });
    const locked = await call(t, `/api/reports/${id}`, { token: admin, method: 'PUT', json: { reportInfoComplete: false } });
    expect(locked.status).toBe(409);
    expect(locked.body.error).toBe(FINALIZED_MESSAGE);
  });

  it('enforces the limits on the server: at most 2 equipment, 3 images, only jpeg, png or gif uploads of the report', async () => {
    const { reports } = await receivedPickup(t, admin);
    const id = reports[0]!.id;
    const put = (json: unknown) => call(t, `/api/reports/${id}`, { token: admin, method: 'PUT', json });
    const equipment = await put({ equipment: [1, 2, 3] });
    expect(equipment.status).toBe(400);
    expect(equipment.body.fields?.equipment).toBe(EQUIPMENT_LIMIT_MESSAGE);
    const image = (n: number, owner = id) => `report_${owner}_${String(n).repeat(32)}.png`;
    expect((await put({ images: [image(1), image(2), image(3), image(4)] })).status).toBe(400);
    expect((await put({ images: ['report_1_abc.svg'] })).status).toBe(400);
    expect((await put({ images: [image(1, id + 1000)] })).status).toBe(400);
    const ok = await put({ images: [image(1), image(2)] });
    expect(ok.status).toBe(200);
    expect((ok.body.report as Json).images).toEqual([image(1), image(2)]);
    expect((await put({ generalReportInfo: { projectName: 'x'.repeat(201) } })).status).toBe(400);
    expect((await put({ generalReportInfo: { unknownField: 'x' } })).status).toBe(400);
  });

  it('refuses test equipment past its calibration due date, naming it, and keeps equipment the report already lists', async () => {
    const { reports } = await receivedPickup(t, admin);
    const report = reports[0]!;
    const today = labToday(t.config.labTimeZone);
    const equipment = async (name: string, calibrationDue: string) =>
      (
        (await call(t, '/api/test-equipment', { token: admin, json: { name, calibration: 'See certificate', calibrationDue } })).body
          .equipment as Json
      ).id as number;
    const current = await equipment(`Load Frame ${report.id}`, today);
    const overdue = await equipment(`Old Caliper ${report.id}`, addDays(today, -1));
    const put = (json: Json) => call(t, `/api/reports/${report.id}`, { token: admin, method: 'PUT', json });
    const refused = await put({ equipment: [current, overdue] });
    expect(refused.status).toBe(400);
    expect(refused.body.fields?.equipment).toBe(
      `Old Caliper ${report.id} was due for calibration on ${toDisplayDate(addDays(today, -1))} and cannot be chosen until it is calibrated again`,
    );
    expect(((await put({ equipment: [current] })).body.report as Json).equipment).toEqual([expect.objectContaining({ id: current })]);
    await call(t, `/api/test-equipment/${current}`, { token: admin, method: 'PUT', json: { calibrationDue: addDays(today, -3) } });
    expect((await put({ equipment: [current], reportInfoComplete: true })).status).toBe(200);
  });

  it("keeps a report on file (pdfs ONFILE: the pickup's panel shows 'On File'), and gives its files back when it is not", async () => {
    const { pickup, reports } = await receivedPickup(t, admin);
    const id = reports[0]!.id;
    const onFile = await call(t, `/api/reports/${id}`, { token: admin, method: 'PUT', json: { onFile: true } });
    expect((onFile.body.report as Json).pdfs).toBe('ONFILE');
    const page = await (await t.request(`/admin/pickups/${pickup.id}`, { token: admin, headers: { accept: 'text/html' } })).text();
    expect(page).toContain('On File');
    expect(page).not.toContain(`href="/admin/reports/${id}"`);
    const back = await call(t, `/api/reports/${id}`, { token: admin, method: 'PUT', json: { onFile: false } });
    expect((back.body.report as Json).pdfs).toEqual([]);
  });

  it('lists reports with the generic table, its filter options, and pickups lacking general info', async () => {
    const { pickup, reports } = await receivedPickup(t, admin);
    const list = await call(t, `/api/reports?conditions=${encodeURIComponent(JSON.stringify({ pickupId: pickup.id }))}`, { token: admin });
    expect(list.status).toBe(200);
    expect(list.body.rows).toEqual([expect.objectContaining({ id: reports[0]!.id, status: 'Info Incomplete' })]);
    const byStatus = await call(t, `/api/reports?conditions=${encodeURIComponent(JSON.stringify({ status: 'Finalized' }))}`, {
      token: admin,
    });
    expect((byStatus.body.rows as Json[]).every((row) => row.status === 'Finalized')).toBe(true);
    const options = await call(t, '/api/reports/filterOptions', { token: admin });
    expect(options.body.statuses).toEqual(['Info Incomplete', 'Info Complete', 'Finalized', 'Amended']);
    expect(options.body.templates).toContainEqual({ template: 'ds-pq-502.1' });
    expect(options.body.customers).toContainEqual(expect.objectContaining({ id: pickup.customerId, companyName: expect.any(String) }));
    const incomplete = await call(t, '/api/pickups/infoIncomplete', { token: admin });
    expect((incomplete.body.pickups as Json[]).find((row) => row.id === pickup.id)).toMatchObject({ incompleteReports: 1 });
    const today = await call(t, '/api/reports/today', { token: admin });
    expect(today.status).toBe(200);
    expect(Array.isArray(today.body.rows)).toBe(true);
  });

  describe("a pickup's General Report Info", () => {
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

      const points = (await call(t, `/api/reports/${first.id}/review`, { token: admin })).body.points as Array<{ key: string }>;
      const confirmations = Object.fromEntries(points.map((point) => [point.key, 'not due yet']));
      expect(
        (await call(t, `/api/reports/${first.id}`, { token: admin, method: 'PUT', json: { finalized: true, confirmations } })).status,
      ).toBe(200);
      const current = (await call(t, `/api/pickups/${pickup.id}`, { token: admin })).body.pickup as Json;
      // The finalized report's set goes back as it is; a set is added beside it.
      const samples = [...(current.samples as Json[]), { sampleTypeId: facts.grout.id, qty: 1, castDate: '2026-11-21' }];
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

    it('checks the fields, the pickup and the role: the office enters it, a technician or a customer may not even read it', async () => {
      const { pickup } = await receivedPickup(t, admin);
      const unknown = await info(pickup.id, { generalReportInfo: { unknownField: 'x' } });
      expect(unknown.status).toBe(400);
      const long = await info(pickup.id, { generalReportInfo: { projectName: 'x'.repeat(201) } });
      expect(long.status).toBe(400);
      expect(long.body.fields).toHaveProperty(['generalReportInfo.projectName']);
      expect((await info(999_999)).status).toBe(404);
      expect((await info(999_999, { generalReportInfo: {} })).status).toBe(404);
      const cs = (await t.signIn('cs@demo.lab')).token;
      expect((await info(pickup.id, { generalReportInfo: { permitNum: 'P-77' } }, cs)).status).toBe(200);
      const tech = (await t.signIn('tech@demo.lab')).token;
      expect((await info(pickup.id, undefined, tech)).status).toBe(403);
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

  it("keeps each report's search text as the list's own search fields give it", async () => {
    expect(await reportsDb(t).selectFrom('reports').select('id').execute()).not.toHaveLength(0);
    expect(await searchTextMismatches(t.db, reportsTableModel)).toBe(0);
  });
});
