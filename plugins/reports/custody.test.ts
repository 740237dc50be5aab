import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../../testing/databases.ts';
import { pdfText } from '../../testing/pdf-text.ts';
import type { TestPortal } from '../../testing/portal.ts';
import type { PickupsDatabase } from '../pickups/index.ts';
import { pngImage, reportsPortal, testedReport } from './test-support.ts';

describe.each(dialectsUnderTest())('the chain of custody on a report on %s', (kind) => {
  let t: TestPortal;
  let admin: string;

  beforeAll(async () => {
    t = await reportsPortal(kind);
    admin = (await t.signIn('admin@demo.lab')).token;
  });
  afterAll(() => t.close());

  const preview = async (reportId: number) =>
    (await pdfText(new Uint8Array(await (await t.request(`/admin/reports/preview/${reportId}`, { token: admin })).arrayBuffer()))).text;

  it('prints who released the samples, when, the driver and the signature once the driver recorded the pickup', async () => {
    const { report, pickup } = await testedReport(t, admin, [52000]);
    expect(await preview(report.id)).not.toContain('Chain of Custody');
    const driver = await t.db.selectFrom('users').select('id').where('email', '=', 'driver@demo.lab').executeTakeFirstOrThrow();
    await (t.db as unknown as Kysely<PickupsDatabase>)
      .updateTable('pickups')
      .set({
        releasedBy: 'Sam Superintendent',
        releasedAt: new Date('2026-11-20T17:20:00Z'),
        releaseSignature: pngImage(),
        driverId: driver.id,
      })
      .where('id', '=', pickup.id)
      .execute();
    const text = await preview(report.id);
    expect(text).toContain('Chain of Custody');
    expect(text).toContain('Released By: Sam Superintendent');
    expect(text).toMatch(/Time: 11\/20\/2026 \d\d:20/);
    expect(text).toContain('Driver: Dana Driver');
  });
});
