import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC } from '../../core/plugin/permissions.ts';
import type { DeclaredRoute } from '../../core/plugin/router.ts';
import { landingPath, type Role } from '../../core/roles.ts';
import { DEMO_EMAIL } from '../../testing/role-matrix.ts';
import { samplePath } from '../../testing/route-matrix.ts';
import {
  chromiumFound,
  NO_CHROMIUM_REASON,
  signInThroughForm,
  startBrowserPortal,
  THIRD_PARTY_PAGES,
  type BrowserPortal,
} from './harness.ts';

declare global {
  interface Window {
    /** The Content-Security-Policy violations the page reported, collected before any of its scripts ran. */
    cspViolations: string[];
  }
}

/** Who opens the pages: a visitor the public ones, the admin every staff page, a customer its own. */
const OPENERS = ['anonymous', 'admin', 'customer'] as const;

/**
 * The policy as Chromium applies it: every page the portal declares, opened by whoever may,
 * must hydrate its islands and report no violation (a blocked script, style, image or frame),
 * and its answer must carry the policy, `no-store` for a session and no HSTS over plain HTTP.
 */
describe.skipIf(!chromiumFound)(
  `the Content-Security-Policy in Chromium (${chromiumFound ? 'Chromium found' : NO_CHROMIUM_REASON})`,
  () => {
    let b: BrowserPortal;
    beforeAll(async () => {
      b = await startBrowserPortal();
    });
    afterAll(async () => {
      await b?.close();
    });

    function pagesOf(opener: (typeof OPENERS)[number]): DeclaredRoute[] {
      const { routes, permissions } = b.portal.portal;
      return routes.filter((route) => {
        if (route.kind !== 'page' || route.method !== 'GET' || route.file || THIRD_PARTY_PAGES.has(route.path)) return false;
        if (opener === 'anonymous') return route.permission === PUBLIC;
        return (
          route.permission !== PUBLIC &&
          permissions.allows(opener, route.permission) &&
          (opener === 'customer') === route.path.startsWith('/customers')
        );
      });
    }

    async function contextOf(opener: (typeof OPENERS)[number]): Promise<BrowserContext> {
      const context = await b.browser.newContext({ viewport: { width: 1280, height: 900 } });
      await context.addInitScript(() => {
        window.cspViolations = [];
        document.addEventListener('securitypolicyviolation', (event) =>
          window.cspViolations.push(
            `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
          ),
        );
      });
      if (opener !== 'anonymous') {
        const page = await context.newPage();
        await signInThroughForm(page, b.url, DEMO_EMAIL[opener as Role]);
        await page.waitForURL(`${b.url}${landingPath(opener as Role)}`);
        await page.close();
      }
      return context;
    }

    it.each(OPENERS.map((opener) => [opener]))(
      'opens every page %s may open with its islands working and no violation',
      async (opener) => {
        const context = await contextOf(opener);
        const page = await context.newPage();
        page.setDefaultTimeout(15_000);
        const problems: string[] = [];
        const pages = pagesOf(opener);
        expect(pages.length).toBeGreaterThan(opener === 'admin' ? 30 : 3);
        for (const route of pages) {
          const path = samplePath(route);
          const response = await page.goto(`${b.url}${path}`);
          // A page that hands over to another site (QuickBooks' sign-in) is not a screen of the portal.
          if (!page.url().startsWith(b.url) || !response) continue;
          const headers = await response.allHeaders();
          if (!/script-src 'self' 'nonce-/.test(headers['content-security-policy'] ?? '')) problems.push(`${path}: no policy`);
          if (opener !== 'anonymous' && headers['cache-control'] !== 'no-store')
            problems.push(`${path}: cached (${headers['cache-control']})`);
          if (headers['strict-transport-security']) problems.push(`${path}: HSTS over plain HTTP`);
          if (await page.locator('[data-island]').count()) {
            await page.waitForSelector('html[data-islands-ready]');
            await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
          }
          for (const violation of await page.evaluate(() => window.cspViolations)) problems.push(`${path}: ${violation}`);
        }
        await context.close();
        expect(problems).toEqual([]);
      },
      300_000,
    );

    it('refuses an inline script the page did not write, so the policy is really applied', async () => {
      const context = await contextOf('anonymous');
      const page = await context.newPage();
      await page.goto(`${b.url}/login`);
      const ran = await page.evaluate(() => {
        const script = document.createElement('script');
        script.textContent = 'window.injected = true';
        document.body.append(script);
        return (window as unknown as { injected?: boolean }).injected === true;
      });
      expect(ran).toBe(false);
      expect(await page.evaluate(() => window.cspViolations)).toEqual([expect.stringContaining('script-src-elem blocked inline')]);
      await context.close();
    });
  },
);
