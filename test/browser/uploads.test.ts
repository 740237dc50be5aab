import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  chromiumFound,
  NO_CHROMIUM_REASON,
  SCREENSHOTS,
  signInThroughForm,
  startBrowserPortal,
  type BrowserPortal,
  watchConsoleErrors,
} from './harness.ts';

/** A real 1x1 PNG and GIF, so the previews must load through `GET /api/uploads/:fileName`. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const GIF_BASE64 = 'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';
/** A customer of the demo lab; its header images are the record these tests fill. */
let customerId: number;
const prefix = () => `customer_${customerId}`;

const lastAlert = (page: Page) => page.locator('[data-alert="success"] p.mt-1').last().textContent();
const previews = (page: Page) => page.locator(`ul[aria-label="Images of customer ${customerId} uploaded"] img`);
const problem = (page: Page) => page.locator('[data-dropzone] [role="alert"]').textContent();

describe.skipIf(!chromiumFound)(`the image dropzone, in Chromium (${chromiumFound ? 'Chromium found' : NO_CHROMIUM_REASON})`, () => {
  let b: BrowserPortal;
  beforeAll(async () => {
    b = await startBrowserPortal();
    const user = await b.portal.db
      .selectFrom('users')
      .select('customerId')
      .where('email', '=', 'customer@demo.lab')
      .executeTakeFirstOrThrow();
    customerId = user.customerId!;
  });
  afterAll(async () => {
    await b?.close();
  });

  it('uploads picked and dropped images, shows them, refuses what is not an image or too large, and deletes one after asking', async () => {
    const context = await b.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const consoleErrors = watchConsoleErrors(page);
    await signInThroughForm(page, b.url, 'admin@demo.lab');
    await page.waitForURL(`${b.url}/admin`);
    await page.goto(`${b.url}/admin/uploads/${prefix()}`);
    await page.waitForSelector('html[data-islands-ready]');
    const picker = page.getByLabel('Choose images');

    await picker.setInputFiles({ name: 'panel.png', mimeType: 'image/png', buffer: PNG });
    await expect.poll(() => previews(page).count()).toBe(1);
    await expect
      .poll(() =>
        previews(page)
          .first()
          .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
      )
      .toBe(1);
    expect(await lastAlert(page)).toBe('Image has been uploaded');

    await picker.setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('only text inside') });
    await expect.poll(() => problem(page)).toBe('Only jpg, jpeg, png and gif images can be uploaded');
    await picker.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('notes') });
    await expect.poll(() => problem(page)).toBe('Only jpg, jpeg, png and gif images can be uploaded');
    await picker.setInputFiles({ name: 'huge.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 0xff) });
    await expect.poll(() => problem(page)).toBe('The image is larger than 10 MB');
    expect(await previews(page).count()).toBe(1);

    const dropped = await page.evaluateHandle((gif) => {
      const transfer = new DataTransfer();
      const bytes = Uint8Array.from(atob(gif), (char) => char.charCodeAt(0));
      transfer.items.add(new File([bytes], 'graph.gif', { type: 'image/gif' }));
      return transfer;
    }, GIF_BASE64);
    await page.locator('[data-dropzone]').dispatchEvent('drop', { dataTransfer: dropped });
    await expect.poll(() => previews(page).count()).toBe(2);
    const names = await previews(page).evaluateAll((images) => images.map((img) => img.getAttribute('alt') ?? ''));
    expect(names[0]).toMatch(new RegExp(`^${prefix()}_[0-9a-f]{32}\\.png$`));
    expect(names[1]).toMatch(new RegExp(`^${prefix()}_[0-9a-f]{32}\\.gif$`));
    await page.screenshot({ path: `${SCREENSHOTS}/image-dropzone.png` });

    await page.getByRole('button', { name: `Delete ${names[0]}` }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByText('Are you sure you wish to delete this image?').count()).toBe(1);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => previews(page).count()).toBe(1);
    expect(await lastAlert(page)).toBe('Image has been deleted');
    await page.reload();
    await page.waitForSelector('html[data-islands-ready]');
    expect(await previews(page).evaluateAll((images) => images.map((img) => img.getAttribute('alt')))).toEqual([names[1]]);

    await page.getByRole('button', { name: `Delete ${names[1]}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => previews(page).count()).toBe(0);
    // The one failed request is the server refusing the text file dressed as a PNG.
    expect(consoleErrors).toEqual(['Failed to load resource: the server responded with a status of 400 (Bad Request)']);
    await context.close();
  });
});
