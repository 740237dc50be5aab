import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, labToday } from '../../shared/dates.ts';
import { dialectsUnderTest } from '../../testing/databases.ts';
import type { TestPortal } from '../../testing/portal.ts';
import { FINALIZED_MESSAGE } from './rules/status.ts';
import { call, cylinderBreak, finalizeWithReasons, receivedPickup, reportsPortal, type Json } from './test-support.ts';

/** Every route that changes a report, its results or its specimens answers the lock's 409 once it is finalized. */
describe.each(dialectsUnderTest())('a finalized report is locked on %s', (kind) => {
  let t: TestPortal;
  let admin: string;
  let tech: string;
  let report: Json;
  let pickup: Json;
  let specimens: Json[];
  let result: Json;

  beforeAll(async () => {
    t = await reportsPortal(kind);
    admin = (await t.signIn('admin@demo.lab')).token;
    tech = (await t.signIn('tech@demo.lab')).token;
    const made = await receivedPickup(t, admin, { castDate: addDays(labToday(t.config.labTimeZone), -28), qty: 2 });
    pickup = made.pickup;
    report = made.reports[0]!;
    specimens = pickup.samples[0].specimens as Json[];
    const saved = await call(t, '/api/break-report', {
      token: tech,
      method: 'POST',
      json: cylinderBreak(specimens[0]!.id, 52000, { testsComplete: true }),
    });
    if (saved.status !== 201) throw new Error(`break not saved: ${JSON.stringify(saved.body)}`);
    result = saved.body.testResult as Json;
    await finalizeWithReasons(t, admin, report.id);
  }, 180_000); // A whole portal with its demo lab: more than a minute on a busy machine.
  afterAll(() => t.close());

  const LOCKED = { status: 409, error: FINALIZED_MESSAGE };
  const refusal = (answer: { status: number; body: Json }) => ({ status: answer.status, error: answer.body.error });

  it('refuses a changed result (PUT /api/break-report/{id})', async () => {
    expect(
      refusal(
        await call(t, `/api/break-report/${result.id}`, {
          token: tech,
          method: 'PUT',
          json: { ...cylinderBreak(specimens[0]!.id, 61000, { testsComplete: true }), version: result.version },
        }),
      ),
    ).toEqual(LOCKED);
  });

  it('refuses a new result for a specimen of the report (POST /api/break-report)', async () => {
    expect(
      refusal(await call(t, '/api/break-report', { token: tech, method: 'POST', json: cylinderBreak(specimens[1]!.id, 52000) })),
    ).toEqual(LOCKED);
  });

  it("refuses a change to a specimen's statuses and dates (PUT /api/specimens/{id})", async () => {
    const specimen = specimens[1]!;
    expect(
      refusal(
        await call(t, `/api/specimens/${specimen.id}`, {
          token: admin,
          method: 'PUT',
          json: {
            status: 'Cancelled',
            specimenStatus: 'Storage',
            testTypeId: specimen.testTypeId,
            testDate: specimen.testDate,
            version: specimen.version,
          },
        }),
      ),
    ).toEqual(LOCKED);
  });

  it("refuses a pickup save that changes the report's sample set, and keeps one that does not", async () => {
    const current = (await call(t, `/api/pickups/${pickup.id}`, { token: admin })).body.pickup as Json;
    const [set, ...others] = current.samples as Json[];
    const changed = await call(t, `/api/pickups/${pickup.id}`, {
      token: admin,
      method: 'PUT',
      json: { ...current, samples: [{ ...set, minPsi: 2500 }, ...others] },
    });
    expect(refusal(changed)).toEqual(LOCKED);
    const unchanged = await call(t, `/api/pickups/${pickup.id}`, {
      token: admin,
      method: 'PUT',
      json: { ...current, instructions: 'Gate code changed' },
    });
    expect(unchanged.status).toBe(200);
  });

  it("refuses 'Allow testing after Failed Test' on the report's set", async () => {
    expect(refusal(await call(t, `/api/break-report/allowTesting/${pickup.samples[0].id}`, { token: admin, method: 'POST' }))).toEqual(
      LOCKED,
    );
  });

  it('refuses a save of the report itself (PUT /api/reports/{id})', async () => {
    expect(
      refusal(await call(t, `/api/reports/${report.id}`, { token: admin, method: 'PUT', json: { dataSheetInfo: { slump: '5 in' } } })),
    ).toEqual(LOCKED);
  });

  it('lets every one of them through again once the report is amended', async () => {
    const amended = await call(t, `/api/reports/${report.id}/amend`, {
      token: admin,
      method: 'POST',
      json: { reason: 'Load misread from the machine' },
    });
    expect(amended.status).toBe(200);
    const current = (await call(t, `/api/break-report/${specimens[0]!.id}`, { token: tech })).body as Json;
    const changed = await call(t, `/api/break-report/${result.id}`, {
      token: tech,
      method: 'PUT',
      json: { ...cylinderBreak(specimens[0]!.id, 61000, { testsComplete: true }), version: current.specimen.TestResult.version },
    });
    expect(changed.status).toBe(200);
    expect((await call(t, '/api/break-report', { token: tech, method: 'POST', json: cylinderBreak(specimens[1]!.id, 52000) })).status).toBe(
      201,
    );
  });
});
