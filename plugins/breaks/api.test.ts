import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labToday } from '../../shared/dates.ts';
import { dialectsUnderTest } from '../../testing/databases.ts';
import type { TestPortal } from '../../testing/portal.ts';
import { chooseNotices } from '../customers/test-support.ts';
import { failureAlertSubject } from './failure-alert.tsx';
import { PAUSED_MESSAGE } from './rules/result.ts';
import { breaksPortal, call, cylinderBreak, dbOf, receivedCylinders, type Json } from './test-support.ts';

const OUT_OF_SPEC =
  'The calculated psi for this test result (2390), is out of specification! The minimum psi is 4000. You must resolve this before a report can be sent.';
const NO_MIN_PSI = 'There is no minimum psi set for this sample. You must resolve this before the test can be completed.';

describe.each(dialectsUnderTest())('break reports on %s', (kind) => {
  let t: TestPortal;
  let admin: string;
  let tech: string;

  beforeAll(async () => {
    t = await breaksPortal(kind);
    admin = (await t.signIn('admin@demo.lab')).token;
    tech = (await t.signIn('tech@demo.lab')).token;
  });
  afterAll(() => t.close());

  it('has a few results in the demo lab, entered by the demo technician', async () => {
    const results = await dbOf(t).selectFrom('testResults').select(['status', 'testsComplete', 'createdBy']).orderBy('id').execute();
    expect(results.slice(0, 2).map((result) => result.status)).toEqual(['Passed', 'Passed']);
    expect(results[0]?.testsComplete).toBe(true);
  });

  it('answers the specimen with its sample set, pickup, company and the form of its template', async () => {
    const set = await receivedCylinders(t, admin);
    const { status, body } = await call<Json>(t, `/api/break-report/${set.specimenIds[0]}`, { token: tech });
    expect(status).toBe(200);
    expect(body.specimen).toMatchObject({
      id: set.specimenIds[0],
      tested: false,
      TestResult: null,
      Sample: {
        id: set.sampleId,
        minPsi: 4000,
        pickupId: set.pickup.id,
        SampleType: { description: 'Concrete Cylinder 4x8' },
        Pickup: { pickupNumber: set.pickup.pickupNumber },
      },
    });
    expect(body.specimen.Sample.Pickup.Customer.companyName).toBeTruthy();
    expect(body.template).toMatchObject({ id: 'ds-pq-502.1', definition: { name: 'ds-pq-502.1' } });
    // The form's contract: { status, specimen, template } with the template's entry fields.
    expect(body.status).toBe('ok');
    expect(body.specimen.TestResult).toBeNull();
    expect((body.template.fields as Json[]).map((field) => field.name)).toEqual([
      'dimensions',
      'load',
      'fractureType',
      'condition',
      'defectNotes',
    ]);
    expect(body.template.fields[0].fields.map((field: Json) => field.label)).toEqual(['Diameter 1 (in)', 'Diameter 2 (in)', 'Length (in)']);
  });

  it('saves a passing break judged by the server, whatever status the client sends, and marks the specimen tested', async () => {
    const set = await receivedCylinders(t, admin);
    const input = cylinderBreak(set.specimenIds[0], 52000, { testsComplete: true });
    const { status, body } = await call<Json>(t, '/api/break-report', {
      token: tech,
      method: 'POST',
      json: { ...input, status: 'Failed' },
    });
    expect(status).toBe(201);
    expect(body.warning).toBeUndefined();
    expect(body.testResult).toMatchObject({
      specimenId: set.specimenIds[0],
      status: 'Passed',
      template: { id: 'ds-pq-502.1', version: expect.any(String) },
      results: {
        load: 52000,
        calculatedPsi: 4140,
        pctAge: 100,
        technician: 'Taylor Tech',
        time: '9:30 AM',
        testsComplete: true,
        failedStatus: null,
      },
    });
    expect(body.testResult.results.loadVerification).toBeUndefined();
    const specimen = await dbOf(t)
      .selectFrom('specimens')
      .select(['status', 'specimenStatus'])
      .where('id', '=', set.specimenIds[0])
      .executeTakeFirstOrThrow();
    expect(specimen).toEqual({ status: 'Passed', specimenStatus: 'Tested' });
  });

  it('takes results and fields as JSON text too', async () => {
    const set = await receivedCylinders(t, admin);
    const input = cylinderBreak(set.specimenIds[0], 52000);
    const { status, body } = await call<Json>(t, '/api/break-report', {
      token: tech,
      method: 'POST',
      json: { ...input, results: JSON.stringify(input.results), fields: '[]' },
    });
    expect(status).toBe(201);
    expect(body.testResult.status).toBe('Passed');
  });

  it("refuses an empty required field with '<label> is required' and a verification that differs with 'Values do not match'", async () => {
    const set = await receivedCylinders(t, admin);
    const input = cylinderBreak(set.specimenIds[0], 52000, { diameter2: '', loadVerification: '52100' });
    const { status, body } = await call<Json>(t, '/api/break-report', { token: tech, method: 'POST', json: input });
    expect(status).toBe(400);
    expect(body.fields).toMatchObject({ diameter2: 'Diameter 2 (in) is required', loadVerification: 'Values do not match' });
  });

  it('refuses a fracture type that is not one of the options', async () => {
    const set = await receivedCylinders(t, admin);
    const { status, body } = await call<Json>(t, '/api/break-report', {
      token: tech,
      method: 'POST',
      json: cylinderBreak(set.specimenIds[0], 52000, { fractureType: '7' }),
    });
    expect(status).toBe(400);
    expect(body.fields.fractureType).toBe('Fracture Type must be one of 1, 2, 3, 4, 5, 6');
  });

  it('saves an out-of-range break as Failed with the exact warning, pauses the set, refuses new results with a 422 until testing is allowed', async () => {
    const set = await receivedCylinders(t, admin);
    const failed = await call<Json>(t, '/api/break-report', {
      token: tech,
      method: 'POST',
      json: cylinderBreak(set.specimenIds[0], 30000),
    });
    expect(failed.status).toBe(201);
    expect(failed.body.testResult.status).toBe('Failed');
    expect(failed.body.warning).toBe(OUT_OF_SPEC);
    expect(failed.body.testResult.results.failedStatus).toBe(OUT_OF_SPEC);

    const paused = await call<Json>(t, '/api/break-report/pausedBreaks', { token: tech });
    const mine = paused.body.pausedBreaks.find((item: Json) => item.sampleId === set.sampleId);
    expect(mine.failedResults.map((result: Json) => result.id)).toEqual([failed.body.testResult.id]);

    const refused = await call<Json>(t, '/api/break-report', {
      token: tech,
      method: 'POST',
      json: cylinderBreak(set.specimenIds[1], 52000),
    });
    expect(refused.status).toBe(422);
    expect(refused.body.error).toBe(PAUSED_MESSAGE);

    expect((await call(t, `/api/break-report/allowTesting/${set.sampleId}`, { token: tech, method: 'POST' })).status).toBe(403);
    expect((await call(t, `/api/break-report/allowTesting/${set.sampleId}`, { token: admin, method: 'POST' })).status).toBe(200);
    const again = await call<Json>(t, '/api/break-report', { token: tech, method: 'POST', json: cylinderBreak(set.specimenIds[1], 52000) });
    expect(again.status).toBe(201);
  });

  it('sends the non-compliance alert of a failed result through the outbox to the lab and the customer, once per result', async () => {
    const set = await receivedCylinders(t, admin);
    const failed = await call<Json>(t, '/api/break-report', {
      token: tech,
      method: 'POST',
      json: cylinderBreak(set.specimenIds[0], 30000),
    });
    const specimenNum = set.pickup.samples[0].specimens[0].specimenNum;
    const outbox = () => dbOf(t).selectFrom('mailOutbox').selectAll().where('subject', '=', failureAlertSubject(specimenNum)).execute();
    const mails = await outbox();
    const to = mails.map((mail) => mail.toAddress);
    expect(to).toEqual(expect.arrayContaining(['admin@demo.lab', 'cs@demo.lab']));
    expect(to).not.toContain('tech@demo.lab');
    expect(mails.length).toBeGreaterThanOrEqual(3);
    expect(JSON.stringify(mails[0])).toContain('2,390');
    const again = await call(t, `/api/break-report/${failed.body.testResult.id}`, {
      token: tech,
      method: 'PUT',
      json: { ...cylinderBreak(set.specimenIds[0], 29000), version: failed.body.testResult.version },
    });
    expect(again.status).toBe(200);
    expect(await outbox()).toHaveLength(mails.length);
  });

  it("leaves out of the alert the customer's users who turned the failed-result notice off; the lab is still told", async () => {
    const set = await receivedCylinders(t, admin);
    const company = set.pickup.customerId as number;
    const before = await dbOf(t).selectFrom('customers').select('reportEmail').where('id', '=', company).executeTakeFirstOrThrow();
    await dbOf(t).updateTable('customers').set({ reportEmail: 'customer@demo.lab; qa@acme.example' }).where('id', '=', company).execute();
    await chooseNotices(t, 'customer@demo.lab', { failedResult: false });
    try {
      await call(t, '/api/break-report', { token: tech, method: 'POST', json: cylinderBreak(set.specimenIds[0], 30000) });
      const specimenNum = set.pickup.samples[0].specimens[0].specimenNum;
      const mails = await dbOf(t)
        .selectFrom('mailOutbox')
        .select('toAddress')
        .where('subject', '=', failureAlertSubject(specimenNum))
        .execute();
      const to = mails.map((mail) => mail.toAddress);
      expect(to).toEqual(expect.arrayContaining(['admin@demo.lab', 'cs@demo.lab', 'qa@acme.example']));
      expect(to).not.toContain('customer@demo.lab');
    } finally {
      await chooseNotices(t, 'customer@demo.lab', { failedResult: true });
      await dbOf(t).updateTable('customers').set({ reportEmail: before.reportEmail }).where('id', '=', company).execute();
    }
  });

  it('saves a break without a min psi as Pending with the no-min-psi warning', async () => {
    const set = await receivedCylinders(t, admin, { minPsi: null });
    const { status, body } = await call<Json>(t, '/api/break-report', {
      token: tech,
      method: 'POST',
      json: cylinderBreak(set.specimenIds[0], 52000),
    });
    expect(status).toBe(201);
    expect(body.testResult.status).toBe('Pending');
    expect(body.warning).toBe(NO_MIN_PSI);
  });

  it('keeps every change with who, when, before and after and the template version; a stale save is a 409', async () => {
    const set = await receivedCylinders(t, admin);
    const first = await call<Json>(t, '/api/break-report', { token: tech, method: 'POST', json: cylinderBreak(set.specimenIds[0], 52000) });
    const id = first.body.testResult.id;
    const changed = await call<Json>(t, `/api/break-report/${id}`, {
      token: admin,
      method: 'PUT',
      json: { ...cylinderBreak(set.specimenIds[0], 53000), version: first.body.testResult.version },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.testResult).toMatchObject({ version: 2, results: { calculatedPsi: 4220 } });
    const stale = await call<Json>(t, `/api/break-report/${id}`, {
      token: admin,
      method: 'PUT',
      json: { ...cylinderBreak(set.specimenIds[0], 54000), version: 1 },
    });
    expect(stale.status).toBe(409);

    const { body } = await call<Json>(t, `/api/break-report/history/${id}`, { token: tech });
    expect(body.history).toHaveLength(2);
    expect(body.history[0]).toMatchObject({
      version: 1,
      action: 'create',
      changedByName: 'Taylor Tech',
      statusAfter: 'Passed',
      template: { id: 'ds-pq-502.1' },
    });
    expect(body.history[1]).toMatchObject({ version: 2, action: 'update', changedByName: 'Alex Admin' });
    expect(body.history[1].changes).toEqual(
      expect.arrayContaining([
        { field: 'load', before: 52000, after: 53000 },
        { field: 'calculatedPsi', before: 4140, after: 4220 },
      ]),
    );
  });

  it('refuses a second result for a specimen (409) and a specimen of a pickup not received (422)', async () => {
    const set = await receivedCylinders(t, admin);
    await call(t, '/api/break-report', { token: tech, method: 'POST', json: cylinderBreak(set.specimenIds[0], 52000) });
    const again = await call(t, '/api/break-report', { token: tech, method: 'POST', json: cylinderBreak(set.specimenIds[0], 52000) });
    expect(again.status).toBe(409);
    const db = dbOf(t);
    const open = await db.selectFrom('pickupStatuses').select('id').where('code', '=', 'open').executeTakeFirstOrThrow();
    await db.updateTable('pickups').set({ pickupStatusId: open.id }).where('id', '=', set.pickup.id).execute();
    const early = await call(t, '/api/break-report', { token: tech, method: 'POST', json: cylinderBreak(set.specimenIds[1], 52000) });
    expect(early.status).toBe(422);
  });

  it('lists received specimens with the row shape, badges, search and the untested filter', async () => {
    const set = await receivedCylinders(t, admin);
    await call(t, '/api/break-report', {
      token: tech,
      method: 'POST',
      json: cylinderBreak(set.specimenIds[0], 52000, { testsComplete: true }),
    });
    const search = encodeURIComponent(String(set.pickup.pickupNumber));
    const { status, body } = await call<Json>(t, `/api/break-report?search=${search}&sort=specimenNum:asc`, { token: tech });
    expect(status).toBe(200);
    expect(body.count).toBe(3);
    const [tested, untested] = body.rows;
    expect(tested).toMatchObject({
      id: set.specimenIds[0],
      tested: true,
      overdue: false,
      badges: ['Complete'],
      Pickup: { id: set.pickup.id, pickupNumber: set.pickup.pickupNumber },
      sampleType: 'Concrete Cylinder 4x8',
      TestResult: { status: 'Passed' },
    });
    expect(tested.Customer.companyName).toBeTruthy();
    expect(untested).toMatchObject({ tested: false, TestResult: null });
    const conditions = encodeURIComponent(JSON.stringify({ tested: false }));
    const filtered = await call<Json>(t, `/api/break-report?search=${search}&conditions=${conditions}`, { token: tech });
    expect(filtered.body.rows.map((row: Json) => row.id)).toEqual(set.specimenIds.slice(1));
    const options = await call<Json>(t, '/api/break-report/filterOptions', { token: tech });
    expect(options.body.sampleTypes.map((type: Json) => type.description)).toContain('Concrete Cylinder 4x8');
    // The customer filter: its choices come from filterOptions, and it narrows to that company's specimens.
    expect(options.body.customers).toContainEqual({ id: tested.Customer.id, companyName: tested.Customer.companyName });
    const other = (options.body.customers as Json[]).find((customer) => customer.id !== tested.Customer.id);
    const byCustomer = async (customerId: number) =>
      (
        await call<Json>(t, `/api/break-report?search=${search}&conditions=${encodeURIComponent(JSON.stringify({ customerId }))}`, {
          token: tech,
        })
      ).body.count;
    expect(await byCustomer(tested.Customer.id)).toBe(3);
    expect(await byCustomer(other!.id)).toBe(0);
    expect(labToday(t.config.labTimeZone)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
