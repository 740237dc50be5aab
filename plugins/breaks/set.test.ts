import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STALE_RECORD_MESSAGE } from '../../core/db/versioned.ts';
import { dialectsUnderTest } from '../../testing/databases.ts';
import type { TestPortal } from '../../testing/portal.ts';
import { BREAKS_MESSAGE as M } from './messages.ts';
import { breaksPortal, call, cylinderBreak, dbOf, receivedCylinders, type Json, type ReceivedSet } from './test-support.ts';

/** Issue 27: "Enter set", a sample set's specimens due on one day entered and saved together. */
describe.each(dialectsUnderTest())('a whole set at once on %s', (kind) => {
  let t: TestPortal;
  let admin: string;
  let tech: string;

  beforeAll(async () => {
    t = await breaksPortal(kind);
    admin = (await t.signIn('admin@demo.lab')).token;
    tech = (await t.signIn('tech@demo.lab')).token;
  });
  afterAll(() => t.close());

  const setOfFour = () => receivedCylinders(t, admin, { qty: 4 });
  /** The rows of a set: 4 × 8 in cylinders, the loads given (52,000 lbf is 4,140 psi). */
  const rows = (set: ReceivedSet, loads: number[], extra: Array<Record<string, unknown>> = []) =>
    loads.map((load, index) => cylinderBreak(set.specimenIds[index]!, load, extra[index] ?? {}));
  const saveSet = (set: ReceivedSet, json: unknown, token = tech) =>
    call<Json>(t, `/api/break-report/set/${set.specimenIds[0]}`, { token, method: 'PUT', json });
  const resultsOf = (set: ReceivedSet) =>
    dbOf(t)
      .selectFrom('testResults')
      .select(['id', 'specimenId', 'version', 'status'])
      .where('sampleId', '=', set.sampleId)
      .orderBy('specimenId')
      .execute();
  const historyOf = async (resultId: number) =>
    (await call<Json>(t, `/api/break-report/history/${resultId}`, { token: tech })).body.history as Json[];

  it("answers the set's specimens due that day and the template's fields, laid out in a row", async () => {
    const set = await setOfFour();
    const { status, body } = await call<Json>(t, `/api/break-report/set/${set.specimenIds[2]}`, { token: tech });
    expect(status).toBe(200);
    expect((body.specimens as Json[]).map((specimen) => specimen.id)).toEqual(set.specimenIds);
    expect(body.specimens[0]).toMatchObject({ TestResult: null, Sample: { id: set.sampleId, minPsi: 4000 } });
    expect(body.template).toMatchObject({ id: 'ds-pq-502.1', fields: expect.any(Array), definition: { name: 'ds-pq-502.1' } });
    expect(body.rowEntry).toEqual({ fits: true });
    // Its specimens' break forms lead to it.
    const form = await (
      await t.request(`/admin/break-report/${set.specimenIds[1]}`, { token: tech, headers: { accept: 'text/html' } })
    ).text();
    expect(form).toContain(`href="/admin/break-report/set/${set.specimenIds[1]}"`);
    expect(form).toContain('>Enter set</a>');
  });

  it('says a composite template keeps the single form', async () => {
    const frp = await dbOf(t)
      .selectFrom('sampleTypes')
      .select('id')
      .where('description', '=', 'FRP Panel (Tensile Coupons)')
      .executeTakeFirstOrThrow();
    const set = await receivedCylinders(t, admin, { qty: 2, sampleTypeId: frp.id });
    const { body } = await call<Json>(t, `/api/break-report/set/${set.specimenIds[0]}`, { token: tech });
    expect(body.rowEntry).toEqual({ fits: false, reason: 'its 10 entries per specimen do not fit in a row (at most 9)' });
    const page = await (
      await t.request(`/admin/break-report/set/${set.specimenIds[0]}`, { token: tech, headers: { accept: 'text/html' } })
    ).text();
    expect(page).toContain('template keeps the single form');
    expect(page).toContain(`href="/admin/break-report/${set.specimenIds[0]}"`);
  });

  it('records every row in one transaction, each result judged by the server with its own history', async () => {
    const set = await setOfFour();
    const { status, body } = await saveSet(set, { rows: rows(set, [52000, 53000, 51000, 52000]) });
    expect(status).toBe(200);
    expect(body.message).toBe('Your break reports were saved: 4 specimens');
    expect(body.warnings).toEqual([]);
    expect((body.testResults as Json[]).map((result) => [result.specimenId, result.status, result.calculatedPsi])).toEqual([
      [set.specimenIds[0], 'Passed', 4140],
      [set.specimenIds[1], 'Passed', 4220],
      [set.specimenIds[2], 'Passed', 4060],
      [set.specimenIds[3], 'Passed', 4140],
    ]);
    for (const result of body.testResults as Json[]) {
      const history = await historyOf(result.id);
      expect(history).toHaveLength(1);
      expect(history[0]).toMatchObject({ version: 1, action: 'create', changedByName: 'Taylor Tech', statusAfter: 'Passed' });
    }
    const tested = await dbOf(t).selectFrom('specimens').select('specimenStatus').where('sampleId', '=', set.sampleId).execute();
    expect(tested.map((row) => row.specimenStatus)).toEqual(['Tested', 'Tested', 'Tested', 'Tested']);
    // Each creation's history entry, written in the results' statement, records the result as stored.
    const stored = await dbOf(t)
      .selectFrom('testResults')
      .select(['id', 'status', 'message', 'remarks', 'results', 'createdBy', 'templateVersion'])
      .where('sampleId', '=', set.sampleId)
      .execute();
    const entries = await dbOf(t)
      .selectFrom('testResultChanges')
      .selectAll()
      .where(
        'testResultId',
        'in',
        stored.map((row) => row.id),
      )
      .execute();
    expect(entries).toHaveLength(4);
    for (const row of stored) {
      const entry = entries.find((one) => one.testResultId === row.id)!;
      const after = { status: row.status, message: row.message, remarks: row.remarks, ...row.results };
      expect(entry).toMatchObject({ version: 1, changedBy: row.createdBy, templateVersion: row.templateVersion, before: null, after });
      // Every recorded field from nothing (in the order entered; the stored result's keys are sorted).
      const created = Object.entries(after).flatMap(([field, value]) => (value === null ? [] : [{ field, before: null, after: value }]));
      expect(entry.changes).toHaveLength(created.length);
      expect(entry.changes).toEqual(expect.arrayContaining(created));
    }

    // Corrected together: each row with its result's version, one more history entry each.
    const again = await saveSet(set, {
      rows: rows(set, [52500, 53000, 51000, 52000]).map((row, index) => ({ ...row, version: body.testResults[index].version })),
    });
    expect(again.status).toBe(200);
    expect(again.body.testResults.map((result: Json) => result.version)).toEqual([2, 2, 2, 2]);
    const history = await historyOf(body.testResults[0].id);
    expect(history.map((entry) => entry.action)).toEqual(['create', 'update']);
    expect(history[1]!.changes).toEqual(expect.arrayContaining([{ field: 'load', before: 52000, after: 52500 }]));
  });

  it('saves a set in the same statements whatever its size, judging every row before writing any', async () => {
    const statementsOfSaving = async (loads: number[]) => {
      const set = await receivedCylinders(t, admin, { qty: loads.length });
      // The first save of the session reads the session; the count is of a technician's working saves.
      await call(t, `/api/break-report/set/${set.specimenIds[0]}`, { token: tech });
      const statements = await t.statementsDuring(async () => expect((await saveSet(set, { rows: rows(set, loads) })).status).toBe(200));
      return statements.length;
    };
    const four = await statementsOfSaving([52000, 53000, 51000, 52000]);
    expect(await statementsOfSaving([52000, 53000])).toBe(four);
    // The set read with its lock, its results, the results with their history in one statement,
    // the specimens' statuses (read, update, history): 6. Its sample type, test type and company
    // are kept from the set's first read (decision 243); 44 statements when each row was saved alone.
    expect(four).toBe(6);
  });

  it("shows a sample type's change on the next break form at once, though the form keeps its look-ups a few seconds", async () => {
    const made = await call<Json>(t, '/api/sample-types', {
      token: admin,
      json: { description: 'Kept Cylinder', sku: '4101', defaultRate: '20', defaultReportTemplate: 'ds-pq-502.1' },
    });
    expect(made.status).toBe(201);
    const sampleTypeId = made.body.sampleType.id as number;
    const set = await receivedCylinders(t, admin, { qty: 2, sampleTypeId });
    const form = async () => (await call<Json>(t, `/api/break-report/${set.specimenIds[0]}`, { token: tech })).body.specimen.sampleType;
    expect(await form()).toBe('Kept Cylinder');
    const renamed = await call(t, `/api/sample-types/${sampleTypeId}`, {
      token: admin,
      method: 'PUT',
      json: { description: 'Renamed Cylinder' },
    });
    expect(renamed.status).toBe(200);
    expect(await form()).toBe('Renamed Cylinder');
  });

  it('records none when a row is refused, naming the row, its messages keyed by row', async () => {
    const set = await setOfFour();
    const { status, body } = await saveSet(set, {
      rows: rows(set, [52000, 53000, 51000, 52000], [{}, {}, { loadVerification: '51100', diameter2: '' }]),
    });
    expect(status).toBe(400);
    const third = set.pickup.samples[0].specimens[2].specimenNum;
    expect(body.error).toBe(`Specimen #${third} (row 3): Please correct the highlighted fields`);
    expect(body.fields).toEqual({ 'rows.2.loadVerification': 'Values do not match', 'rows.2.diameter2': 'Diameter 2 (in) is required' });
    expect(await resultsOf(set)).toEqual([]);
    const untouched = await dbOf(t).selectFrom('specimens').select('specimenStatus').where('sampleId', '=', set.sampleId).execute();
    expect(untouched.every((row) => row.specimenStatus !== 'Tested')).toBe(true);
  });

  it('refuses a row of another set, and the same specimen twice', async () => {
    const set = await setOfFour();
    const other = await setOfFour();
    const { status, body } = await saveSet(set, {
      rows: [
        cylinderBreak(set.specimenIds[0], 52000),
        cylinderBreak(other.specimenIds[0], 52000),
        cylinderBreak(set.specimenIds[0], 52000),
      ],
    });
    expect(status).toBe(400);
    expect(body.fields).toEqual({ 'rows.1.specimenId': M.notInSet, 'rows.2.specimenId': M.twiceInSet });
    expect(await resultsOf(set)).toEqual([]);
  });

  it('refuses the whole set when one row is stale (409, as the single form), changing nothing', async () => {
    const set = await setOfFour();
    const first = await saveSet(set, { rows: rows(set, [52000, 53000]) });
    const [one, two] = first.body.testResults as Json[];
    // Someone corrects the second specimen on its own form meanwhile.
    const single = await call<Json>(t, `/api/break-report/${two!.id}`, {
      token: admin,
      method: 'PUT',
      json: { ...cylinderBreak(set.specimenIds[1], 53500), version: two!.version },
    });
    expect(single.status).toBe(200);
    const before = await resultsOf(set);
    const stale = await saveSet(set, {
      rows: [
        { ...cylinderBreak(set.specimenIds[0], 52100), version: one!.version },
        { ...cylinderBreak(set.specimenIds[1], 53100), version: two!.version },
        cylinderBreak(set.specimenIds[2]!, 51000),
      ],
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toBe(STALE_RECORD_MESSAGE);
    expect(await resultsOf(set)).toEqual(before);

    // A row sent as new while its specimen has a result is stale too.
    const unseen = await saveSet(set, { rows: [cylinderBreak(set.specimenIds[0], 52100)] });
    expect(unseen.status).toBe(409);
    expect(unseen.body.error).toBe(STALE_RECORD_MESSAGE);
  });

  it('records the rows broken with a failed one, pauses the set and warns of the failed row', async () => {
    const set = await setOfFour();
    const { status, body } = await saveSet(set, { rows: rows(set, [30000, 52000, 53000]) });
    expect(status).toBe(200);
    expect(body.testResults.map((result: Json) => result.status)).toEqual(['Failed', 'Passed', 'Passed']);
    expect(body.warnings).toEqual([
      {
        specimenId: set.specimenIds[0],
        specimenNum: set.pickup.samples[0].specimens[0].specimenNum,
        warning: expect.stringContaining('(2390)'),
      },
    ]);
    const paused = await dbOf(t).selectFrom('samples').select('allowTesting').where('id', '=', set.sampleId).executeTakeFirstOrThrow();
    expect(paused.allowTesting).toBe(false);
    // The paused set takes no new row, as the single form.
    const later = await saveSet(set, { rows: [cylinderBreak(set.specimenIds[3]!, 52000)] });
    expect(later.status).toBe(422);
  });

  it('keeps customers and drivers out of the set, to read or to save', async () => {
    const set = await setOfFour();
    for (const email of ['customer@demo.lab', 'driver@demo.lab']) {
      const token = (await t.signIn(email)).token;
      expect((await call(t, `/api/break-report/set/${set.specimenIds[0]}`, { token })).status).toBe(403);
      expect((await saveSet(set, { rows: rows(set, [52000]) }, token)).status).toBe(403);
      expect((await call(t, `/api/break-report/set/next/${set.specimenIds[0]}`, { token })).status).toBe(403);
    }
    expect(await resultsOf(set)).toEqual([]);
  });

  it("opens the next set after this one in the list's order, skipping this set's specimens", async () => {
    const set = await setOfFour();
    const following = await setOfFour();
    const conditions = encodeURIComponent(JSON.stringify({ tested: false, scheduled: true }));
    const next = async (id: number) =>
      (await call<Json>(t, `/api/break-report/set/next/${id}?sort=pickupNumber:asc&conditions=${conditions}`, { token: tech })).body.next;
    const after = await next(set.specimenIds[0]);
    expect(following.specimenIds).toContain(after.id);
    expect(after.set).toBe(true);
    // Past the second set, the list's own next row (due groups first: Today's, then Not due), or none at its end.
    const list = await call<Json>(t, `/api/break-report?sort=pickupNumber:asc&conditions=${conditions}&limit=100`, { token: tech });
    const ids = (list.body.rows as Json[]).map((row) => row.id as number);
    const beyond = ids[ids.indexOf(following.specimenIds[3]!) + 1] ?? null;
    expect((await next(following.specimenIds[0]))?.id ?? null).toBe(beyond);
  });
});
