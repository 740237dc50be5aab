import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../core/islands/manifest.ts';
import { loadCatalogue } from './catalogue.server.ts';
import type { Catalogue } from './catalogue.server.ts';
import { templateDetail } from './detail.ts';
import { evaluateResult } from './engine/index.ts';
import { labTemplateIds } from './test-support.ts';

describe('the catalogue of the lab’s own templates', () => {
  let catalogue: Catalogue;
  beforeAll(async () => {
    catalogue = await loadCatalogue(fileURLToPath(PROJECT_ROOT));
  });

  it('holds every template of templates/, sound', () => {
    expect(catalogue.entries.map((entry) => entry.summary.id)).toEqual(labTemplateIds());
    expect(catalogue.entries.every((entry) => entry.problems.length === 0)).toBe(true);
    expect(catalogue.find('ds-pq-502.1')?.summary).toEqual({
      id: 'ds-pq-502.1',
      version: '1.1.0',
      name: 'ds-pq-502.1',
      title: 'Compressive Strength of Concrete Cylinders',
      standard: 'ASTM C39/C39M',
      origin: 'templates',
      packageName: '@lab-portal/template-ds-pq-502.1',
      problemCount: 0,
    });
    expect(catalogue.find('ds-pq-502.9')).toBeUndefined();
  });

  it('keeps each template compiled, ready to evaluate a result', () => {
    const concrete = catalogue.find('ds-pq-502.1')?.template;
    if (concrete === undefined) throw new Error('ds-pq-502.1 did not compile');
    // D = (4.00 + 4.02) / 2 = 4.01; A = π × 4.01² / 4 = 12.6293 in²; 52,000 / 12.6293 = 4117.4 → 4120 psi.
    const result = evaluateResult(concrete, {
      fields: { diameter1: 4, diameter2: 4.02, length: 8, fractureType: '1', load: 52000 },
      sample: { minPsi: 4000, castDate: '2024-03-01' },
      specimen: { testDate: '2024-03-29', testAge: 28 },
    });
    expect(result).toMatchObject({ status: 'Passed', computed: { calculatedPsi: 4120 }, remarks: [] });
  });
});

describe('a catalogue with broken packages', () => {
  let root: string;
  let catalogue: Catalogue;
  const pkg = (id: string) => JSON.stringify({ name: id, version: '2.0.0', portalTemplate: { id } });
  const template = (id: string, computedValues: Record<string, string>) =>
    JSON.stringify({
      name: id,
      title: 'Broken',
      standard: 'none',
      fields: [{ name: 'load', label: 'Load', type: 'text' }],
      computedValues,
      report: { sections: { generalInfo: { includedFields: [] }, dataSheetInfo: { includedFields: [] } } },
    });

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'templates-catalogue-'));
    const write = async (folder: string, files: Record<string, string>) => {
      await mkdir(join(root, 'templates', folder), { recursive: true });
      for (const [name, text] of Object.entries(files)) await writeFile(join(root, 'templates', folder, name), text);
    };
    await write('bad-formula', { 'package.json': pkg('bad-formula'), 'template.json': template('bad-formula', { psi: 'load / (2 *' }) });
    await write('bad-schema', { 'package.json': pkg('bad-schema'), 'template.json': '{"name": "bad-schema"}' });
    await write('no-marker', { 'package.json': '{"name": "x", "version": "1.0.0"}' });
    catalogue = await loadCatalogue(root);
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('keeps a template whose formula fails, with its definition and the problem at its position', () => {
    const entry = catalogue.find('bad-formula');
    expect(entry?.definition?.computedValues).toEqual({ psi: 'load / (2 *' });
    expect(entry?.problems).toEqual([
      {
        templateId: 'bad-formula',
        where: 'computedValues.psi',
        message: 'the formula ends where a value was expected',
        line: 1,
        column: 12,
      },
    ]);
    expect(entry?.summary).toMatchObject({ title: 'Broken', version: '2.0.0', problemCount: 1 });
  });

  it('keeps a template that does not fit the schema, named by its id, with empty parts', () => {
    const entry = catalogue.find('bad-schema');
    expect(entry?.definition).toBeUndefined();
    expect(entry?.summary).toMatchObject({ name: 'bad-schema', title: 'bad-schema', standard: '' });
    const detail = templateDetail(entry!);
    expect(detail).toMatchObject({ fields: [], computedValues: {}, lookupTables: {}, requiredToPass: null, noPsi: false });
    expect(detail.problems.map((problem) => problem.where)).toContain('title');
  });

  it('reports a folder that is not a template package apart', () => {
    expect(catalogue.entries).toHaveLength(2);
    expect(catalogue.problems).toEqual([
      {
        templateId: 'no-marker',
        where: 'package.json',
        message: 'not a template package: it has no "portalTemplate": { "id": ... } marker',
      },
    ]);
  });
});
