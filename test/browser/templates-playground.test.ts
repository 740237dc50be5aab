import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { labTemplateIds } from '../../plugins/templates/test-support.ts';
import {
  chromiumFound,
  NO_CHROMIUM_REASON,
  SCREENSHOTS,
  signInThroughForm,
  startBrowserPortal,
  type BrowserPortal,
  watchConsoleErrors,
} from './harness.ts';

describe.skipIf(!chromiumFound)(`the template playground, in Chromium (${chromiumFound ? 'Chromium found' : NO_CHROMIUM_REASON})`, () => {
  let b: BrowserPortal;
  beforeAll(async () => {
    b = await startBrowserPortal();
  });
  afterAll(async () => {
    await b?.close();
  });

  const value = (page: Page, name: string) => page.locator(`[data-value="computedValues.${name}"]`).textContent();
  const status = (page: Page) => page.locator('[data-status]').textContent();
  const message = (page: Page) => page.locator('[data-status-message]').textContent();

  it('recomputes a concrete cylinder as the admin types, and marks a broken formula where it breaks', async () => {
    const context = await b.browser.newContext({ viewport: { width: 1280, height: 1000 } });
    const page = await context.newPage();
    const consoleErrors = watchConsoleErrors(page);
    await signInThroughForm(page, b.url, 'admin@demo.lab');
    await page.waitForURL(`${b.url}/admin`);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Templates' }).click();
    await page.waitForURL(`${b.url}/admin/templates`);
    const list = page.getByRole('table', { name: 'Templates' });
    await expect(list.locator('tbody tr').count()).resolves.toBe(labTemplateIds().length);
    await page.screenshot({ path: `${SCREENSHOTS}/templates-list.png` });

    await list.getByRole('link', { name: 'ds-pq-502.1' }).click();
    await page.waitForURL(`${b.url}/admin/templates/ds-pq-502.1`);
    await page.waitForSelector('html[data-islands-ready]');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Compressive Strength of Concrete Cylinders');
    expect(await status(page)).toBe('Pending');
    expect(await message(page)).toBe('Diameter 1 (in) is required');

    // 4 in × 4 in, 8 in long: A = π × 4² / 4 = 12.566 in², L/D 2 (no correction); 50,000 / 12.566 = 3978.87 → 3980 psi.
    await page.getByLabel('Diameter 1 (in)').fill('4');
    await page.getByLabel('Diameter 2 (in)').fill('4');
    await page.getByLabel('Length (in)').fill('8');
    await page.getByLabel('Maximum Load (lbf)').fill('50000');
    await expect.poll(() => value(page, 'calculatedPsi')).toBe('3980');
    expect(await value(page, 'area')).toBe('12.5663706144');
    expect(await value(page, 'ldRatio')).toBe('2');
    expect(await message(page)).toBe('Fracture Type is required');

    await page.getByLabel('Fracture Type').selectOption('1');
    await expect.poll(() => message(page)).toMatch(/^There is no minimum psi set for this sample/);
    await page.getByLabel('Min psi').fill('3000');
    await page.getByLabel('Cast date').fill('03/01/2024');
    await page.getByLabel('Test date').fill('03/29/2024');
    await expect.poll(() => status(page)).toBe('Passed');
    expect(await value(page, 'age')).toBe('28');
    expect(await value(page, 'pctAge')).toBe('100');
    expect(await page.locator('[data-value="finalComputedValues.strengthTest28"]').textContent()).toBe('3980');

    // 80,000 / 12.566 = 6366.2 → 6370 psi, above max psi 2 × 3000.
    await page.getByLabel('Maximum Load (lbf)').fill('80000');
    await expect.poll(() => status(page)).toBe('Failed');
    expect(await value(page, 'calculatedPsi')).toBe('6370');
    expect(await message(page)).toBe(
      'The calculated psi for this test result (6370), is out of specification! The maximum psi is 6000. You must resolve this before a report can be sent.',
    );
    await page.screenshot({ path: `${SCREENSHOTS}/templates-playground.png` });

    await page.getByRole('button', { name: 'Edit calculatedPsi' }).click();
    const formula = page.getByLabel('Formula', { exact: true });
    await expect(formula.inputValue()).resolves.toBe('roundTo(strength, -1)');
    await formula.fill('roundTo(load / area * , -1)');
    const error = page.locator('[data-formula-error]');
    await expect
      .poll(() => error.locator('[data-formula-error-text]').textContent())
      .toBe("line 1, column 23: expected a value but found ','");
    expect(await error.locator('[data-error-mark]').textContent()).toBe(',');
    expect(await error.locator('pre').textContent()).toBe('roundTo(load / area * , -1)');
    await expect(formula.getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(page.getByRole('status').filter({ hasText: 'The edited formulas do not compile' }).count()).resolves.toBe(1);
    expect(await value(page, 'calculatedPsi')).toBe('6370');
    await page.screenshot({ path: `${SCREENSHOTS}/templates-playground-error.png` });

    await error.locator('[data-formula-error-text]').click();
    await expect(formula.evaluate((box: HTMLTextAreaElement) => [box.selectionStart, box.selectionEnd])).resolves.toEqual([22, 23]);

    await formula.fill('load /\n  (area');
    await expect
      .poll(() => error.locator('[data-formula-error-text]').textContent())
      .toBe("line 2, column 8: expected ')' but found the end of the formula");

    // A sound edit recomputes the value and what depends on it.
    await formula.fill('roundTo(load / area, -2)');
    await expect.poll(() => value(page, 'calculatedPsi')).toBe('6400');
    expect(await page.locator('[data-formula-value]').textContent()).toBe('6400');
    await page.getByRole('button', { name: "Back to the template's formula" }).click();
    await expect.poll(() => value(page, 'calculatedPsi')).toBe('6370');

    await page.getByLabel('Formula of').selectOption({ label: 'A formula of your own (try one)' });
    await formula.fill('dateDiff(sample.castDate, specimen.testDate, "weeks")');
    await expect.poll(() => page.locator('[data-formula-value]').textContent()).toBe('4');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
