import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveConfig } from '../../core/config.ts';
import { PLUGINS_FOLDER } from '../../core/boot.ts';
import { AssetManifest } from '../../core/islands/manifest.ts';
import { importPlugins } from '../../core/plugin/load.ts';
import { createTestPortal, type TestPortal } from '../../testing/portal.ts';
import configInput from '../../hono.config.ts';
import { call, testedReport, type Json } from '../../plugins/reports/test-support.ts';
import { weighPage } from './page-weight.ts';

/**
 * What each page may cost gzipped, scripts and styles included, and how many scripts it loads
 * before it is interactive: the weights measured when the kit moved onto Headless UI and the
 * browser's schemas onto zod/mini (decision 195), measured again with the cross-site header and
 * the report review, and after the pickup requests and the driver's Pick Up joined the shared chunks
 * (139.2 KB, the verification page 76.0 KB), rounded up to the kilobyte. The forms' goal is
 * 150 KB; the heaviest, the user form, costs 147.6 KB. Read-only pages meet the 10 KB goal.
 */
const BUDGETS: Record<string, { kb: number; scripts: number }> = {
  // The break schedule editor (issue 27) and the pickup request islands joining the shared
  // chunks (issue 28): 140.1 KB and 99.2 KB measured.
  '/admin/pickups/new': { kb: 141, scripts: 11 },
  // The break set screen, the due groups, the offline bar and the notices together in the one
  // stylesheet every page loads: 87.06 KB measured.
  '/admin/pickups': { kb: 88, scripts: 7 },
  // The list's due groups and label scan in the shared table chunk (decision 227): 99.02 KB and 100.13 KB measured.
  '/admin/customers/new': { kb: 100, scripts: 9 },
  '/admin/users/new': { kb: 148, scripts: 12 },
  '/admin/sample-types/new': { kb: 101, scripts: 13 },
  // The same stylesheet, with the phone's stacked rows hiding their empty cells: 10.01 KB measured.
  '/admin/templates': { kb: 10.1, scripts: 1 },
};
/** The customer's forms, weighed as the customer (the Request Pickup form and My Requests). */
const CUSTOMER_BUDGETS: Record<string, { kb: number; scripts: number }> = {
  '/customers/pickup-requests': { kb: 87, scripts: 5 },
};
/**
 * The driver's day on a phone (issue 28): today's stops and a stop's Pick Up form, each with the
 * offline code (the bar that sends what waits, the outbox, and the service worker the browser
 * fetches beside the page). The issue's ceiling is 150 KB; measured 88.4 + 1.1 KB, rounded up.
 */
const DRIVER_BUDGET = { kb: 90, scripts: 6 };
/** The public verification page: its drop zone hashes a PDF in the browser. */
const VERIFY_BUDGET = { kb: 77, scripts: 4 };
const FORM_GOAL = 150 * 1024;
/**
 * Read-only pages: the 10 KB goal, plus the 0.3 KB gzipped that the print stylesheet and the
 * phones' stacked table rows add to the one stylesheet every page loads (issue 26, decision 200);
 * the admin dashboard measures 10.0 to 10.3 KB (its counts and the request's nonces vary).
 */
const READ_ONLY_BUDGET = 10.4 * 1024;

// Sizes are deterministic (the same sources build the same bundles), so the budgets are exact checks.
describe('what each page costs to load', () => {
  let t: TestPortal;
  let admin: string;
  let customer: string;
  let driver: string;
  beforeAll(async () => {
    const config = resolveConfig(configInput, {}, '0.0.0-test');
    const plugins = await importPlugins(config.plugins, PLUGINS_FOLDER);
    const manifest = AssetManifest.read();
    // Issued reports and the signing certificate go to a folder of the test's own.
    t = await createTestPortal({ plugins, assets: () => manifest, config: { dataDir: await mkdtemp(join(tmpdir(), 'page-size-')) } });
    admin = (await t.signIn('admin@demo.lab')).cookie;
    customer = (await t.signIn('customer@demo.lab')).cookie;
    driver = (await t.signIn('driver@demo.lab')).cookie;
  });
  afterAll(() => t?.close());

  const weigh = (path: string, cookie: string) =>
    weighPage((url, init) => t.portal.app.request(`http://localhost${url}`, init), path, cookie);

  it('sends pages and assets gzipped', async () => {
    const page = await t.portal.app.request('http://localhost/admin/pickups/new', {
      headers: { cookie: admin, accept: 'text/html', 'accept-encoding': 'gzip, br' },
    });
    expect(page.headers.get('content-encoding')).toBe('gzip');
  });

  it.each(Object.keys(BUDGETS))('keeps the form or list %s within its budget and a few scripts', async (path) => {
    const weight = await weigh(path, admin);
    console.info(`${path}: ${(weight.bytes / 1024).toFixed(1)} KB gzipped, ${weight.scripts} scripts`);
    expect(weight.bytes).toBeLessThanOrEqual(BUDGETS[path]!.kb * 1024);
    expect(weight.bytes).toBeLessThanOrEqual(FORM_GOAL);
    expect(weight.scripts).toBeLessThanOrEqual(BUDGETS[path]!.scripts);
  });

  it.each(Object.keys(CUSTOMER_BUDGETS))("keeps the customer's form %s within its budget and a few scripts", async (path) => {
    const weight = await weigh(path, customer);
    console.info(`${path}: ${(weight.bytes / 1024).toFixed(1)} KB gzipped, ${weight.scripts} scripts`);
    expect(weight.bytes).toBeLessThanOrEqual(CUSTOMER_BUDGETS[path]!.kb * 1024);
    expect(weight.scripts).toBeLessThanOrEqual(CUSTOMER_BUDGETS[path]!.scripts);
  });

  it("keeps the driver's day, its Pick Up form and its offline code within 150 KB", async () => {
    const worker = await t.portal.app.request('http://localhost/admin/pickups/service-worker.js', {
      headers: { 'accept-encoding': 'gzip' },
    });
    const workerBytes = (await worker.arrayBuffer()).byteLength;
    const today = await (
      await t.portal.app.request('http://localhost/admin/pickups/today', { headers: { cookie: driver, accept: 'text/html' } })
    ).text();
    const stop = /href="(\/admin\/pickups\/\d+)"/.exec(today)?.[1];
    expect(stop).toBeDefined();
    for (const path of ['/admin/pickups/today', stop!]) {
      const weight = await weigh(path, driver);
      console.info(
        `${path} (driver): ${(weight.bytes / 1024).toFixed(1)} KB gzipped and ${(workerBytes / 1024).toFixed(1)} KB of service worker, ${weight.scripts} scripts`,
      );
      expect(weight.bytes + workerBytes).toBeLessThanOrEqual(DRIVER_BUDGET.kb * 1024);
      expect(weight.bytes + workerBytes).toBeLessThanOrEqual(FORM_GOAL);
      expect(weight.scripts).toBeLessThanOrEqual(DRIVER_BUDGET.scripts);
    }
  });

  it("keeps the public verification page of an issued report within a form's budget", async () => {
    const token = (await t.signIn('admin@demo.lab')).token;
    const { report } = await testedReport(t, token, [52000]);
    await call(t, `/api/reports/${report.id}`, { token, method: 'PUT', json: { finalized: true } });
    const issued = await call(t, `/api/reports/generate/${report.id}`, { token });
    const code = (issued.body.report as Json).issues[0].code as string;
    const weight = await weigh(`/verify/${code}`, '');
    console.info(`/verify/{code}: ${(weight.bytes / 1024).toFixed(1)} KB gzipped, ${weight.scripts} scripts`);
    expect(weight.bytes).toBeLessThanOrEqual(VERIFY_BUDGET.kb * 1024);
    expect(weight.scripts).toBeLessThanOrEqual(VERIFY_BUDGET.scripts);
  });

  it.each([
    ['/admin', 'admin'],
    ['/customers', 'customer'],
  ] as const)('keeps the read-only page %s within 10.4 KB', async (path, who) => {
    const weight = await weigh(path, who === 'admin' ? admin : customer);
    console.info(`${path}: ${(weight.bytes / 1024).toFixed(1)} KB gzipped, ${weight.scripts} scripts`);
    expect(weight.bytes).toBeLessThanOrEqual(READ_ONLY_BUDGET);
  });
});
