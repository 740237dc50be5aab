import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, labToday, toDisplayDate } from '../../shared/dates.ts';
import { dialectsUnderTest } from '../../testing/databases.ts';
import type { TestPortal } from '../../testing/portal.ts';
import { demoFacts, pickupJson } from '../pickups/test-support.ts';
import { breaksPortal, call, cylinderBreak, dbOf, receivedCylinders, type Json } from './test-support.ts';

/** Issue 25, "The break result is judged right", through the API: the server is the record. */
describe.each(dialectsUnderTest())('a break judged at the right age on %s', (kind) => {
  let t: TestPortal;
  let admin: string;
  let tech: string;
  let today: string;

  beforeAll(async () => {
    t = await breaksPortal(kind);
    admin = (await t.signIn('admin@demo.lab')).token;
    tech = (await t.signIn('tech@demo.lab')).token;
    today = labToday(t.config.labTimeZone);
  });
  afterAll(() => t.close());

  const save = (json: unknown) => call<Json>(t, '/api/break-report', { token: tech, method: 'POST', json });

  it("takes the specimen's scheduled test date when none is given: a 7-day cylinder broken then is judged at 65 %", async () => {
    const set = await receivedCylinders(t, admin);
    const sevenDay = addDays(set.castDate, 7);
    await dbOf(t).updateTable('specimens').set({ testDate: sevenDay }).where('id', '=', set.specimenIds[0]).execute();
    // 33,000 lbf on a 4.00 in cylinder: 2,626 psi → 2630, against 4,000 × 65 / 100 = 2,600.
    const { status, body } = await save(cylinderBreak(set.specimenIds[0], 33000));
    expect(status).toBe(201);
    expect(body.testResult).toMatchObject({ status: 'Passed', testDate: sevenDay, results: { testDate: sevenDay, pctAge: 65 } });
  });

  it('names the limit applied at that age in the out-of-specification warning: 2,600 for a 7-day break, not 4,000', async () => {
    const set = await receivedCylinders(t, admin);
    const { body } = await save(cylinderBreak(set.specimenIds[0], 32000, { testDate: addDays(set.castDate, 7) }));
    expect(body.testResult.status).toBe('Failed');
    expect(body.warning).toBe(
      'The calculated psi for this test result (2550), is out of specification! The minimum psi is 2600. You must resolve this before a report can be sent.',
    );
  });

  it('refuses a test date after today and one before the cast date, with a field message', async () => {
    const set = await receivedCylinders(t, admin);
    const future = await save(cylinderBreak(set.specimenIds[0], 52000, { testDate: toDisplayDate(addDays(today, 1)) }));
    expect(future.status).toBe(400);
    expect(future.body.fields).toEqual({ testDate: 'The test date cannot be after today' });
    const early = await save(cylinderBreak(set.specimenIds[0], 52000, { testDate: addDays(set.castDate, -1) }));
    expect(early.status).toBe(400);
    expect(early.body.fields).toEqual({ testDate: `The test date cannot be before the cast date (${toDisplayDate(set.castDate)})` });
  });

  it('never judges an age the age table does not cover against a minimum of 0: a break on its cast day is refused', async () => {
    const set = await receivedCylinders(t, admin);
    // 26,640 lbf is 2,120 psi: it showed Passed at age 0 against 4,000 × 0 %.
    const { status, body } = await save(cylinderBreak(set.specimenIds[0], 26640, { testDate: set.castDate }));
    expect(status).toBe(400);
    expect(body.fields).toEqual({ testDate: 'No strength requirement for an age of 0 days' });
    const rows = await dbOf(t).selectFrom('testResults').select('id').where('specimenId', '=', set.specimenIds[0]).execute();
    expect(rows).toEqual([]);
  });

  it("counts a result with a strength as broken without 'tests complete': no longer due, tested; the statement is kept as given", async () => {
    const set = await receivedCylinders(t, admin);
    await dbOf(t)
      .updateTable('specimens')
      .set({ testDate: addDays(today, -1) })
      .where('id', '=', set.specimenIds[0])
      .execute();
    const { status, body } = await save(cylinderBreak(set.specimenIds[0], 52000, { testsComplete: false, testDate: today }));
    expect(status).toBe(201);
    expect(body.testResult).toMatchObject({ testsComplete: false, results: { testsComplete: false, calculatedPsi: 4140 } });
    const specimen = await dbOf(t)
      .selectFrom('specimens')
      .select(['specimenStatus'])
      .where('id', '=', set.specimenIds[0])
      .executeTakeFirstOrThrow();
    expect(specimen.specimenStatus).toBe('Tested');
    const search = encodeURIComponent(String(set.pickup.pickupNumber));
    const list = await call<Json>(t, `/api/break-report?search=${search}&sort=specimenNum:asc`, { token: tech });
    expect(list.body.rows[0]).toMatchObject({ id: set.specimenIds[0], tested: true, overdue: false, badges: ['Complete'] });
  });

  it('keeps a result that cannot be judged (no min psi) in the break list under Needs attention, with who can fix it', async () => {
    const set = await receivedCylinders(t, admin, { minPsi: null });
    const { status, body } = await save(cylinderBreak(set.specimenIds[0], 52000));
    expect(status).toBe(201);
    expect(body.testResult.status).toBe('Pending');
    const search = encodeURIComponent(String(set.pickup.pickupNumber));
    const list = await call<Json>(t, `/api/break-report?search=${search}&sort=specimenNum:asc`, { token: tech });
    expect(list.body.rows[0]).toMatchObject({
      id: set.specimenIds[0],
      tested: false,
      badges: ['Needs attention'],
      attention: {
        reason: 'There is no minimum psi set for this sample. You must resolve this before the test can be completed.',
        fix: 'The office (customer service) sets the min psi of the sample set on the pickup.',
      },
    });
  });

  it('judges a result that waited for its min psi once the office sets it on the pickup, with a history entry, and no longer under Needs attention', async () => {
    const set = await receivedCylinders(t, admin, { minPsi: null });
    // 52,000 lbf on a 4.00 in cylinder at 28 days: 4,140 psi, waiting for a min psi to be judged against.
    const first = await save(cylinderBreak(set.specimenIds[0], 52000));
    expect(first.body.testResult.status).toBe('Pending');
    const sample = set.pickup.samples[0] as Json;
    const json = pickupJson(await demoFacts(t), {
      schedPickupDate: set.castDate,
      samples: [{ id: set.sampleId, sampleTypeId: sample.sampleTypeId, qty: sample.qty, castDate: set.castDate, minPsi: 4000 }],
    });
    const office = await call<Json>(t, `/api/pickups/${set.pickup.id}`, { token: admin, method: 'PUT', json });
    expect(office.status).toBe(200);

    const form = await call<Json>(t, `/api/break-report/${set.specimenIds[0]}`, { token: tech });
    expect(form.body.specimen.TestResult).toMatchObject({ status: 'Passed', calculatedPsi: 4140, version: 2 });
    expect(form.body.specimen.TestResult.results).toMatchObject({ technician: first.body.testResult.results.technician });
    const history = await call<Json>(t, `/api/break-report/history/${form.body.specimen.TestResult.id}`, { token: tech });
    expect(history.body.history.map((change: Json) => [change.statusBefore, change.statusAfter, change.changedByName])).toEqual([
      [null, 'Pending', first.body.testResult.results.technician],
      ['Pending', 'Passed', 'Alex Admin'],
    ]);
    const list = await call<Json>(t, `/api/break-report?search=${set.pickup.pickupNumber}`, { token: tech });
    const row = list.body.rows.find((candidate: Json) => candidate.id === set.specimenIds[0]);
    expect(row.badges).not.toContain('Needs attention');
    expect(row.attention ?? null).toBeNull();
  });
});
