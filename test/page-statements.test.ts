import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fullPortal } from './support/full-portal.ts';
import type { TestPortal } from '../testing/portal.ts';
import { testedReport } from '../plugins/reports/test-support.ts';

/**
 * The statements each detail page and dashboard sends once its kept answers are warm (issue 29):
 * each count is held, so a panel that queries once per row shows here, and the page of a set
 * of four sends no more statements than the page of a set of two (no N+1).
 */
/**
 * The counts as measured; a test that fails here with a lower count is good news to write down.
 * The pickup page reads each look-up table once for the page, its form and its history, and its
 * panels are handed the pickup it read (its invoice, photos, breaks and reports are one read
 * each, the breaks' results one more). The break form keeps its sample type, test type and
 * company a few seconds (decision 243): 7, from 10.
 */
const HELD = {
  set: { invoice: 10, pickup: 17, 'break form': 7, report: 6 },
  // The dashboard keeps its cards, the stats page every series it reads (decision 247: 1, from 5),
  // and the break list's rows come from its island's fetch.
  dashboards: { '/admin': 0, '/admin/stats': 1, '/admin/breaks': 0 },
};

describe('the statements a page sends', () => {
  let t: TestPortal;
  let cookie: string;
  let token: string;

  beforeAll(async () => {
    t = await fullPortal();
    ({ cookie, token } = await t.signIn('admin@demo.lab'));
  });
  afterAll(() => t.close());

  /** The statements of a second visit (the first fills the session and dashboard caches). */
  async function statementsOf(path: string): Promise<number> {
    const first = await t.request(path, { cookie });
    expect({ path, status: first.status }).toEqual({ path, status: 200 });
    await first.text();
    const statements = await t.statementsDuring(async () => {
      const again = await t.request(path, { cookie });
      expect({ path, status: again.status }).toEqual({ path, status: 200 });
      await again.text();
    });
    return statements.length;
  }

  /** The detail pages of one tested set: its pickup, its first specimen's break form, its report, its invoice. */
  async function pagesOfASet(loads: number[]) {
    const made = await testedReport(t, token, loads);
    const invoiced = await t.request(`/api/pickups/invoice/${made.pickup.id}`, { token });
    expect(invoiced.status).toBe(200);
    const { invoice } = (await invoiced.json()) as { invoice: { id: number } };
    return {
      invoice: await statementsOf(`/admin/invoices/${invoice.id}`),
      pickup: await statementsOf(`/admin/pickups/${made.pickup.id}`),
      'break form': await statementsOf(`/admin/break-report/${made.specimens[0]!.id}`),
      report: await statementsOf(`/admin/reports/${made.report.id}`),
    };
  }

  it('sends as many statements for a set of four as for a set of two', async () => {
    const two = await pagesOfASet([52_000, 51_500]);
    const four = await pagesOfASet([53_000, 52_500, 52_000, 51_500]);
    expect(four).toEqual(two);
    expect(two).toEqual(HELD.set);
  });

  it('holds the dashboards to their counts', async () => {
    const counts = {
      '/admin': await statementsOf('/admin'),
      '/admin/stats': await statementsOf('/admin/stats'),
      '/admin/breaks': await statementsOf('/admin/break-report'),
    };
    expect(counts).toEqual(HELD.dashboards);
  });
});
