import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../testing/pdf-text.ts';
import type { TestPortal } from '../../testing/portal.ts';
import { call, demoFacts, receivedPickup, reportsPortal, type Json } from './test-support.ts';

/** A composite coupon on ds-pq-502.3 with the loads read at 1000 and 3000 microstrain. */
const couponBreak = (specimenId: number, load: number) => ({
  specimenId,
  template: 'ds-pq-502.3',
  status: 'Passed',
  results: {
    width1: '1.000',
    width2: '1.002',
    width3: '0.998',
    thickness1: '0.040',
    thickness2: '0.041',
    thickness3: '0.042',
    load: String(load),
    loadVerification: String(load),
    loadAt1000: '500',
    loadAt3000: '1500',
    failureMode: 'L',
    failureLocation: 'Gage',
    time: '930',
    testsComplete: true,
  },
});

describe("a composite report's stress-strain graph", () => {
  let t: TestPortal;
  let admin: string;

  beforeAll(async () => {
    t = await reportsPortal('pglite');
    admin = (await t.signIn('admin@demo.lab')).token;
  });
  afterAll(() => t.close());

  it('is drawn on the server from the entered loads and printed in the PDF as an image', async () => {
    // The demo company prints its coupons on ds-pq-502.2; here it takes the template with the graph.
    const facts = await demoFacts(t);
    await sql`delete from customer_templates where customer_id = ${facts.customerId} and sample_type_id = ${facts.frp.id}`.execute(t.db);
    await sql`insert into customer_templates (customer_id, sample_type_id, template) values (${facts.customerId}, ${facts.frp.id}, 'ds-pq-502.3')`.execute(
      t.db,
    );
    const { pickup, reports } = await receivedPickup(t, admin, { type: 'frp', qty: 2, minPsi: 120000 });
    const report = reports[0]!;
    expect(report.template).toBe('ds-pq-502.3');
    const specimens = pickup.samples[0].specimens as Json[];
    for (const [index, load] of [5900, 5990].entries()) {
      const saved = await call(t, '/api/break-report', { token: admin, method: 'POST', json: couponBreak(specimens[index]!.id, load) });
      expect(saved.status).toBe(201);
    }
    const generated = await call(t, `/api/reports/generate/${report.id}`, { token: admin });
    expect(generated.status).toBe(200);
    const filename = ((generated.body.report as Json).pdfs as string[])[0]!;
    const bytes = new Uint8Array(await (await t.request(`/api/reports/files/${filename}`, { token: admin })).arrayBuffer());
    const { text } = await pdfText(bytes);
    expect(text).toContain('Stress-Strain Graph');
    expect(text).toContain(specimens[0]!.specimenNum);
    // The graph travels as a picture inside the file: one image XObject, 1600 pixels wide.
    const raw = Buffer.from(bytes).toString('latin1');
    expect(raw).toMatch(/\/Subtype \/Image[\s\S]*?\/Width 1600/);
  });
});
