import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC } from '../../core/plugin/permissions.ts';
import { DEMO_EMAIL } from '../../testing/role-matrix.ts';
import { samplePath, sessionFor, type Identity } from '../../testing/route-matrix.ts';
import { SESSION_COOKIE } from '../../core/auth/cookie.ts';
import type { DeclaredRoute } from '../../core/plugin/router.ts';
import { landingPath, type Role } from '../../core/roles.ts';
import {
  chromiumFound,
  NO_CHROMIUM_REASON,
  signInThroughForm,
  startBrowserPortal,
  THIRD_PARTY_PAGES,
  type BrowserPortal,
} from './harness.ts';

/** A phone's width: nothing may scroll sideways there, except inside a table that scrolls on its own. */
const PHONE = { width: 375, height: 800 };

/**
 * Who opens a page: a visitor opens the public ones, and every other page is opened by the
 * least privileged role that may, so each role's screens (and its shell) are seen once.
 */
const VISITORS: readonly Identity[] = ['anonymous', 'customer', 'driver', 'technician', 'customer-service', 'admin'];

interface Finding {
  path: string;
  problem: string;
}

/** The axe findings that block or seriously hinder someone, one line each. */
async function accessibilityFindings(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return violations
    .filter((violation) => violation.impact === 'critical' || violation.impact === 'serious')
    .map((violation) => `${violation.id}: ${violation.nodes.length} × ${violation.nodes[0]?.target.join(' ')}`);
}

/** Matches the addresses a declared page path serves: `/admin/users/:id{[0-9]+}` matches `/admin/users/7`. */
function routePattern(path: string): RegExp {
  const source = path.replace(/:\w+(\{([^}]*)\})?/g, (_match, _braces, pattern: string | undefined) => `(${pattern ?? '[^/]+'})`);
  return new RegExp(`^${source}$`);
}

/** How far the page reaches past the screen's right edge, in CSS pixels (0 when nothing scrolls sideways). */
const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe.skipIf(!chromiumFound)(`every page at 375 px with an axe scan (${chromiumFound ? 'Chromium found' : NO_CHROMIUM_REASON})`, () => {
  let b: BrowserPortal;
  beforeAll(async () => {
    b = await startBrowserPortal();
  });
  afterAll(async () => {
    await b?.close();
  });

  /**
   * Every page the portal registers, from its declared routes (a new plugin's pages join by
   * themselves), with who opens it; pages with a parameter last, so that they can take a record
   * from a link on a page seen before them.
   */
  function pagesByVisitor(): Map<Identity, DeclaredRoute[]> {
    const byVisitor = new Map<Identity, DeclaredRoute[]>(VISITORS.map((visitor) => [visitor, []]));
    const { routes, permissions } = b.portal.portal;
    for (const route of routes) {
      if (route.kind !== 'page' || route.method !== 'GET' || route.file) continue;
      if (THIRD_PARTY_PAGES.has(route.path)) continue;
      const visitor = VISITORS.find((who) =>
        who === 'anonymous' ? route.permission === PUBLIC : permissions.allows(who as Role, route.permission),
      );
      if (visitor) byVisitor.get(visitor)!.push(route);
    }
    for (const pages of byVisitor.values()) pages.sort((one, other) => Number(one.path.includes(':')) - Number(other.path.includes(':')));
    return byVisitor;
  }

  it('lists the pages of every plugin, each for the least privileged role that may open it', () => {
    const paths = (visitor: Identity) =>
      pagesByVisitor()
        .get(visitor)!
        .map((route) => route.path);
    expect(paths('anonymous')).toEqual(expect.arrayContaining(['/login', '/register']));
    expect(paths('customer')).toEqual(expect.arrayContaining(['/customers', '/customers/my-company', '/profile']));
    expect(paths('admin')).toEqual(expect.arrayContaining(['/admin/templates', '/admin/templates/:id', '/admin/users/new']));
    expect(paths('admin')).not.toContain('/profile');
  });

  /** Opens each page as `who` at a phone's width, and lists what overflows, fails the axe scan or answers 5xx. */
  async function findingsOnPages(who: Identity, routes: readonly DeclaredRoute[]): Promise<Finding[]> {
    const context = await b.browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    if (who !== 'anonymous') {
      await signInThroughForm(page, b.url, DEMO_EMAIL[who as Role]);
      await page.waitForURL(`${b.url}${landingPath(who as Role)}`);
    }
    const seenLinks = new Set<string>();
    const staticPaths = new Set(b.portal.portal.routes.filter((route) => !route.path.includes(':')).map((route) => route.path));
    const findings: Finding[] = [];
    for (const route of routes) {
      const path = [...seenLinks].find((link) => !staticPaths.has(link) && routePattern(route.path).test(link)) ?? samplePath(route);
      const response = await page.goto(`${b.url}${path}`);
      // A page that hands over to another site (QuickBooks' sign-in) is not a screen of the portal.
      if (!page.url().startsWith(b.url)) continue;
      if ((response?.status() ?? 500) >= 500) findings.push({ path, problem: `answered ${response?.status()}` });
      if (await page.locator('[data-island]').count()) await page.waitForSelector('html[data-islands-ready]');
      await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
      const overflow = await sidewaysOverflow(page);
      if (overflow > 0) findings.push({ path, problem: `${overflow} px wider than the phone` });
      for (const problem of await accessibilityFindings(page)) findings.push({ path, problem: `${who}: ${problem}` });
      const links = await page.$$eval('main a[href^="/"]', (anchors) => anchors.map((anchor) => anchor.getAttribute('href')!));
      for (const link of links) seenLinks.add(link.split(/[?#]/)[0]!);
    }
    await context.close();
    return findings;
  }

  it.each(VISITORS.map((visitor) => [visitor]))(
    'shows the pages %s opens fitting a phone and passing the axe scan',
    async (visitor) => {
      expect(await findingsOnPages(visitor, pagesByVisitor().get(visitor)!)).toEqual([]);
    },
    180_000,
  );

  /**
   * A staff page shows more to the admin than to the least privileged role that opens it (the
   * delete actions, the staff-only fields and cards), so the admin opens every staff page again.
   */
  it('shows the staff pages with what only the admin sees fitting a phone and passing the axe scan', async () => {
    const byVisitor = pagesByVisitor();
    const staffPages = (['driver', 'technician', 'customer-service'] as const).flatMap((role) => byVisitor.get(role)!);
    expect(staffPages.length).toBeGreaterThan(10);
    staffPages.sort((one, other) => Number(one.path.includes(':')) - Number(other.path.includes(':')));
    expect(await findingsOnPages('admin', staffPages)).toEqual([]);
  }, 240_000);

  it('groups the long pickup form in sections and keeps Save in view on a phone', async () => {
    const context = await b.browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await signInThroughForm(page, b.url, DEMO_EMAIL['customer-service']);
    await page.waitForURL(`${b.url}/admin`);
    await page.goto(`${b.url}/admin/pickups/new`);
    await page.waitForSelector('html[data-islands-ready]');
    const sections = await page.locator('form[aria-label="Pickup"] fieldset > legend').allTextContents();
    expect(sections).toEqual(['Customer and Status', 'Schedule and Driver', 'Pickup Address', 'Project Address', 'Charges', 'Notes']);
    const save = page.getByRole('button', { name: 'Create Pickup' });
    // The form is several screens long; Save shows at the top of the form and at its end.
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(3 * PHONE.height);
    for (const field of ['Customer', 'Driver Notes']) {
      await page.getByLabel(field, { exact: true }).scrollIntoViewIfNeeded();
      const box = (await save.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
    }
    await context.close();
  });

  it('shows the impersonation banner at AA contrast', async () => {
    const context = await b.browser.newContext({ viewport: PHONE });
    const token = await sessionFor(b.portal.db, 'impersonated');
    await context.addCookies([{ name: SESSION_COOKIE, value: token!, url: b.url }]);
    const page = await context.newPage();
    await page.goto(`${b.url}/customers`);
    const banner = page.locator('[role="status"]', { hasText: 'Back to admin' });
    await expect.poll(() => banner.count()).toBe(1);
    const { violations } = await new AxeBuilder({ page }).include('[role="status"]').withRules(['color-contrast']).analyze();
    expect(violations).toEqual([]);
    await context.close();
  });
});
