import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labToday } from '../../../shared/dates.ts';
import { STALE_RECORD_MESSAGE } from '../../../core/db/versioned.ts';
import { dialectsUnderTest } from '../../../testing/databases.ts';
import type { TestPortal } from '../../../testing/portal.ts';
import { PAUSED_MESSAGE } from '../rules/result.ts';
import {
  breaksPortal,
  call,
  cylinderBreak,
  dbOf,
  machineCsv,
  receivedCylinders,
  SAMPLE_CSV,
  SAMPLE_CSV_MAPPING,
  type Json,
} from '../test-support.ts';
import { IMPORT_ANSWER } from './import.service.ts';
import { MAPPING_MESSAGE } from './mappings.ts';
import { ROW_MESSAGE } from './rows.ts';

const OUT_OF_SPEC =
  'The calculated psi for this test result (2390), is out of specification! The minimum psi is 4000. You must resolve this before a report can be sent.';

describe.each(dialectsUnderTest())('importing a compression machine export on %s', (kind) => {
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

  const numbers = (set: { pickup: Json }) => set.pickup.samples[0].specimens.map((specimen: Json) => specimen.specimenNum as string);
  const preview = (csv: string, columns: Record<string, string> = SAMPLE_CSV_MAPPING) =>
    call<Json>(t, '/api/break-report/import/preview', { token: tech, method: 'POST', json: { csv, columns } });
  const confirm = (csv: string, matched: Json[]) =>
    call<Json>(t, '/api/break-report/import', {
      token: tech,
      method: 'POST',
      json: { csv, columns: SAMPLE_CSV_MAPPING, expected: matched.map(({ specimenId, status }) => ({ specimenId, status })) },
    });
  const resultsOf = (ids: number[]) =>
    dbOf(t).selectFrom('testResults').select(['specimenId', 'status']).where('specimenId', 'in', ids).execute();

  it("saves a machine's mapping once, refuses a second for the same machine and a stale change", async () => {
    const made = await call<Json>(t, '/api/break-report/import/mappings', {
      token: tech,
      method: 'POST',
      json: { machine: 'Forney 1', columns: SAMPLE_CSV_MAPPING },
    });
    expect(made.status).toBe(201);
    expect(made.body.mapping).toMatchObject({ machine: 'Forney 1', version: 1, columns: SAMPLE_CSV_MAPPING });
    const again = await call<Json>(t, '/api/break-report/import/mappings', {
      token: tech,
      method: 'POST',
      json: { machine: 'Forney 1', columns: SAMPLE_CSV_MAPPING },
    });
    expect([again.status, again.body.error]).toEqual([409, MAPPING_MESSAGE.duplicate]);

    const path = `/api/break-report/import/mappings/${made.body.mapping.id}`;
    const columns = { ...SAMPLE_CSV_MAPPING, time: 'Time' };
    const changed = await call<Json>(t, path, { token: tech, method: 'PUT', json: { machine: 'Forney 1', columns, version: 1 } });
    expect(changed.status).toBe(200);
    expect(changed.body.mapping).toMatchObject({ version: 2, columns: { time: 'Time' } });
    const stale = await call<Json>(t, path, { token: admin, method: 'PUT', json: { machine: 'Forney 1', columns, version: 1 } });
    expect([stale.status, stale.body.error]).toEqual([409, STALE_RECORD_MESSAGE]);

    const listed = await call<Json>(t, '/api/break-report/import/mappings', { token: tech });
    expect(listed.body.mappings.map((mapping: Json) => mapping.machine)).toContain('Forney 1');
  });

  it('refuses a mapping without the specimen column or a machine name, with field messages', async () => {
    const { status, body } = await call<Json>(t, '/api/break-report/import/mappings', {
      token: tech,
      method: 'POST',
      json: { machine: ' ', columns: { load: 'Max Load (lbf)' } },
    });
    expect(status).toBe(400);
    expect(body.fields).toMatchObject({
      machine: 'Machine is required',
      'columns.specimenNum': 'Choose the column of the specimen number',
    });
  });

  it("answers the file's headers, and refuses an empty file or a mapping naming a column the file lacks", async () => {
    const headers = await call<Json>(t, '/api/break-report/import/headers', { token: tech, method: 'POST', json: { csv: SAMPLE_CSV } });
    expect(headers.body).toMatchObject({ headers: expect.arrayContaining(['Specimen ID', 'Max Load (lbf)']), rows: 4 });
    const empty = await call<Json>(t, '/api/break-report/import/headers', { token: tech, method: 'POST', json: { csv: '' } });
    expect([empty.status, empty.body.fields.csv]).toEqual([400, 'Choose the CSV file the machine exported']);
    const missing = await preview(SAMPLE_CSV, { ...SAMPLE_CSV_MAPPING, load: 'Peak Load' });
    expect([missing.status, missing.body.fields]).toEqual([400, { 'columns.load': 'The file has no column "Peak Load"' }]);
  });

  it('previews what would be recorded, lists every unmatched row with why, and keeps nothing', async () => {
    const set = await receivedCylinders(t, admin, { qty: 4 });
    const [first, second, third, fourth] = numbers(set);
    const csv = machineCsv(
      [
        [first, '52000', '1'],
        [fourth, '52000', ''],
        [second, '30000', '2'],
        [third, '52000', '1'],
        ['99999.9.9', '52000', '1'],
        [first, '52000', '1'],
      ],
      today,
    );
    const { status, body } = await preview(csv);
    expect(status).toBe(200);
    expect(body.preview.matched).toEqual([
      expect.objectContaining({
        line: 2,
        specimenNum: first,
        status: 'Passed',
        calculatedPsi: 4140,
        pickupNumber: set.pickup.pickupNumber,
      }),
      expect.objectContaining({ line: 4, specimenNum: second, status: 'Failed', calculatedPsi: 2390, warning: OUT_OF_SPEC }),
    ]);
    expect(body.preview.matched[0].results).toMatchObject({
      load: 52000,
      time: '2:05 PM',
      testDate: today,
      testsComplete: true,
      technician: 'Taylor Tech',
    });
    // The failed row pauses its set for the rows after it, as entering them by hand would.
    expect(body.preview.unmatched).toEqual([
      { line: 3, specimenNum: fourth, reason: 'Fracture Type is required' },
      { line: 5, specimenNum: third, reason: PAUSED_MESSAGE },
      { line: 6, specimenNum: '99999.9.9', reason: IMPORT_ANSWER.noSpecimen },
      { line: 7, specimenNum: first, reason: ROW_MESSAGE.duplicate(2) },
    ]);
    expect(await resultsOf(set.specimenIds)).toEqual([]);
    const sample = await dbOf(t).selectFrom('samples').select('allowTesting').where('id', '=', set.sampleId).executeTakeFirstOrThrow();
    expect(sample.allowTesting).toBe(true);
  });

  it('records the confirmed preview in one transaction: results judged, specimens tested, history kept', async () => {
    const set = await receivedCylinders(t, admin, { qty: 2 });
    const csv = machineCsv(
      numbers(set).map((num: string) => [num, '52000', '1'] as [string, string, string]),
      today,
    );
    const previewed = (await preview(csv)).body.preview.matched as Json[];
    const { status, body } = await confirm(csv, previewed);
    expect(status).toBe(201);
    expect(body.message).toBe('2 test results recorded');
    expect(body.imported.matched.map((row: Json) => row.testResultId)).toEqual([expect.any(Number), expect.any(Number)]);
    expect(await resultsOf(set.specimenIds)).toHaveLength(2);
    const specimens = await dbOf(t).selectFrom('specimens').select('specimenStatus').where('id', 'in', set.specimenIds).execute();
    expect(specimens.map((row) => row.specimenStatus)).toEqual(['Tested', 'Tested']);
    const history = await call<Json>(t, `/api/break-report/history/${body.imported.matched[0].testResultId}`, { token: tech });
    expect(history.body.history).toEqual([expect.objectContaining({ action: 'create', changedByName: 'Taylor Tech' })]);

    // The same file again: its specimens have results now, so it is not what was previewed.
    const twice = await confirm(csv, previewed);
    expect([twice.status, twice.body.error]).toEqual([409, IMPORT_ANSWER.stale]);
  });

  it('refuses a stale preview and records none of its rows', async () => {
    const set = await receivedCylinders(t, admin, { qty: 2 });
    const csv = machineCsv(
      numbers(set).map((num: string) => [num, '52000', '1'] as [string, string, string]),
      today,
    );
    const previewed = (await preview(csv)).body.preview.matched as Json[];
    expect(previewed).toHaveLength(2);
    const byHand = await call(t, '/api/break-report', { token: tech, method: 'POST', json: cylinderBreak(set.specimenIds[1], 52000) });
    expect(byHand.status).toBe(201);
    const { status } = await confirm(csv, previewed);
    expect(status).toBe(409);
    expect(await resultsOf([set.specimenIds[0]])).toEqual([]);
  });
});
