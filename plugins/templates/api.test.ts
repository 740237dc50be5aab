import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../../testing/databases.ts';
import { createTestPortal, type TestPortal } from '../../testing/portal.ts';
import templates from './index.ts';
import { labTemplateIds } from './test-support.ts';

const OTHERS = [
  ['customer-service', 'cs@demo.lab'],
  ['driver', 'driver@demo.lab'],
  ['technician', 'tech@demo.lab'],
  ['customer', 'customer@demo.lab'],
] as const;

describe.each(dialectsUnderTest())('the templates plugin on %s', (kind) => {
  let t: TestPortal;
  let token: string;
  let cookie: string;
  const json = async (path: string, as = token) => {
    const response = await t.request(path, { token: as });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  beforeAll(async () => {
    t = await createTestPortal({ kind, plugins: [templates] });
    ({ token, cookie } = await t.signIn('admin@demo.lab'));
  });
  afterAll(() => t.close());

  it('lists every template of templates/ for the admin', async () => {
    const { status, body } = await json('/api/templates');
    expect(status).toBe(200);
    expect(body.problems).toEqual([]);
    const list = body.templates as Record<string, unknown>[];
    expect(list.map((template) => template.id)).toEqual(labTemplateIds());
    expect(labTemplateIds()).toEqual(expect.arrayContaining(['ds-pq-502.1', 'ds-pq-502.6']));
    expect(list[0]).toEqual({
      id: 'ds-pq-502.1',
      version: '1.1.0',
      name: 'ds-pq-502.1',
      title: 'Compressive Strength of Concrete Cylinders',
      standard: 'ASTM C39/C39M',
      origin: 'templates',
      packageName: '@lab-portal/template-ds-pq-502.1',
      problemCount: 0,
    });
  });

  it('gives one template’s fields, formulas, tables and pass rules', async () => {
    const { status, body } = await json('/api/templates/ds-pq-502.1');
    expect(status).toBe(200);
    const template = body.template as Record<string, unknown>;
    expect(template).toMatchObject({
      id: 'ds-pq-502.1',
      standard: 'ASTM C39/C39M',
      noPsi: false,
      psiOptional: false,
      requiredToPass: null,
      problems: [],
    });
    expect((template.fields as { name: string }[]).map((field) => field.name)).toEqual([
      'dimensions',
      'load',
      'fractureType',
      'condition',
      'defectNotes',
    ]);
    expect(template.computedValues).toMatchObject({ strength: 'load / area * correctionFactor', calculatedPsi: 'roundTo(strength, -1)' });
    expect(Object.keys(template.finalComputedValues as object)).toEqual([
      'strengthTest28',
      'average7Day',
      'meetsSpecifiedStrength',
      'lastTestDate',
    ]);
    expect((template.lookupTables as Record<string, { rows: unknown[] }>).ldCorrection?.rows).toEqual([
      [1.75, 0.98],
      [1.5, 0.96],
      [1.25, 0.93],
      [1, 0.87],
    ]);
    expect(template.reviewRules).toMatchObject({
      ldBelowRange: { when: 'ldRatio < 1', remark: 'L/D below 1.00: ASTM C39 gives no correction factor' },
    });
    const grout = (await json('/api/templates/ds-pq-502.4')).body.template as Record<string, unknown>;
    expect(grout.requiredToPass).toBe('scheduledAge = null ? null : scheduledAge < 28 || calculatedPsi >= 2000');
  });

  it('answers 404 for an unknown template', async () => {
    expect(await json('/api/templates/ds-pq-999')).toEqual({ status: 404, body: { status: 'error', error: 'Template not found' } });
  });

  it.each(OTHERS)('refuses the %s with 403, on every route', async (_role, email) => {
    const other = await t.signIn(email);
    for (const path of ['/api/templates', '/api/templates/ds-pq-502.1', '/api/templates/ds-pq-999']) {
      expect(await json(path, other.token)).toEqual({ status: 403, body: { status: 'error', error: 'Forbidden' } });
    }
    for (const path of ['/admin/templates', '/admin/templates/ds-pq-502.1']) {
      expect((await t.request(path, { cookie: other.cookie })).status).toBe(403);
    }
  });

  it('refuses a visitor who is not signed in', async () => {
    expect((await t.request('/api/templates')).status).toBe(401);
    expect((await t.request('/api/templates/ds-pq-502.1')).status).toBe(401);
    const page = await t.request('/admin/templates');
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toMatch(/^\/login/);
  });

  it('renders the list page with a link to each template', async () => {
    const response = await t.request('/admin/templates', { cookie });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('href="/admin/templates/ds-pq-502.6"');
    expect(html).toContain('ASTM C1314');
    expect(html).toContain('href="/admin/templates"');
  });

  it('renders a template’s page with its formulas and the playground island', async () => {
    const response = await t.request('/admin/templates/ds-pq-502.1', { cookie });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('data-island="templates.Playground"');
    expect(html).toContain('load / area * correctionFactor');
    expect(html).toContain('Lookup table pctAgeTable');
    expect(html).toContain('Diameters differ by more than 2 %: ASTM C39 does not test such a cylinder');
    expect((await t.request('/admin/templates/ds-pq-999', { cookie })).status).toBe(404);
  });

  it.each(labTemplateIds().filter((id) => id !== 'ds-pq-502.1'))('renders the page and playground of %s', async (id) => {
    const response = await t.request(`/admin/templates/${id}`, { cookie });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(`data-playground="${id}"`);
  });
});
