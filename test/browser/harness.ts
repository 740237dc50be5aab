import { existsSync, mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { chromium, type Browser, type Page } from 'playwright-core';
import { resolveConfig, type PortalConfigInput } from '../../core/config.ts';
import { importPlugins } from '../../core/plugin/load.ts';
import { PLUGINS_FOLDER } from '../../core/boot.ts';
import { createTestPortal, type TestPortal } from '../../testing/portal.ts';
import configInput from '../../hono.config.ts';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const chromiumFound = existsSync(CHROMIUM_PATH);

/**
 * Browser tests need Chromium. On a machine without it they are reported as skipped with
 * this reason; on CI a missing Chromium is a failure, never a pass.
 */
export const NO_CHROMIUM_REASON = `skipped: no Chromium at ${CHROMIUM_PATH}; install it (apt-get install chromium) or set CHROMIUM_PATH`;
if (!chromiumFound && process.env.CI) throw new Error(`Browser tests need Chromium on CI: ${NO_CHROMIUM_REASON}`);

export const SCREENSHOTS = 'test-results/screenshots';

/**
 * Pages (and their scripts) the portal serves but does not draw: the API reference is Scalar's
 * own page for integrators, with its own test (api-docs.test.ts: the CSP, try-it, a phone's
 * width); its markup and its use of eval are Scalar's, not the kit's.
 */
export const THIRD_PARTY_PAGES: ReadonlySet<string> = new Set(['/api/docs', '/api/docs/init.js', '/api/docs/scalar.js']);

export interface BrowserPortal {
  url: string;
  portal: TestPortal;
  browser: Browser;
  close(): Promise<void>;
}

/** Serves the enabled plugins on a fresh embedded database and opens headless Chromium. */
export async function startBrowserPortal(options: { config?: Partial<PortalConfigInput> } = {}): Promise<BrowserPortal> {
  const config = resolveConfig(configInput, {}, '0.0.0-test');
  const plugins = await importPlugins(config.plugins, PLUGINS_FOLDER);
  const { AssetManifest } = await import('../../core/islands/manifest.ts');
  const manifest = AssetManifest.read();
  // The server listens first: the portal's links in mails name the address it got.
  let fetchApp: (request: Request) => Response | Promise<Response> = () => new Response('Starting', { status: 503 });
  const server = serve({ fetch: (request) => fetchApp(request), port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  const portal = await createTestPortal({
    plugins,
    assets: () => manifest,
    config: { publicUrl: `http://127.0.0.1:${port}`, ...options.config },
  });
  fetchApp = portal.portal.app.fetch;
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    // Playwright starts it headless with a new, empty profile of its own.
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  mkdirSync(SCREENSHOTS, { recursive: true });
  return {
    url: `http://127.0.0.1:${port}`,
    portal,
    browser,
    async close() {
      await browser.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await portal.close();
    },
  };
}

/** Signs in through the login form, as a person does. */
export async function signInThroughForm(page: Page, baseUrl: string, email: string, password = 'demo-lab-portal') {
  await page.goto(`${baseUrl}/login`);
  await page.waitForSelector('html[data-islands-ready]');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Collects the page's console errors, so a test can check that nothing went wrong (hydration, say). */
export function watchConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/** A desktop-sized page signed in through the login form, on its landing page, with its console errors watched. */
export async function signedInPage(b: BrowserPortal, email: string, landing: string): Promise<{ page: Page; consoleErrors: string[] }> {
  const context = await b.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const consoleErrors = watchConsoleErrors(page);
  await signInThroughForm(page, b.url, email);
  await page.waitForURL(`${b.url}${landing}`);
  return { page, consoleErrors };
}
