/** Shared by the report-template tests and the template packages' own tests. */
import { fileURLToPath } from 'node:url';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { unescapeXml } from '../../../testing/xlsx.ts';
import { checkTemplate } from './check.ts';
import { compileTemplate } from './compile.ts';
import { fixturesSchema } from './fixtures-schema.ts';
import { runFixtures } from './fixtures.ts';
import { loadTemplatePackages } from './loader.ts';

/** The bytes of one entry of a ZIP archive (a .docx), or undefined when it has none. */
export function zipEntry(archive: Uint8Array, name: string): Uint8Array | undefined {
  return unzipSync(archive, { filter: (file) => file.name === name })[name];
}

/** The visible text of a .docx, one line per paragraph. */
export function documentText(docx: Uint8Array): string {
  const xml = new TextDecoder().decode(zipEntry(docx, 'word/document.xml') ?? new Uint8Array());
  return [...xml.matchAll(/<w:p[ >][\s\S]*?<\/w:p>/g)]
    .map(([paragraph]) => [...paragraph.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((match) => unescapeXml(match[1] ?? '')).join(''))
    .join('\n');
}

/** A small cylinder template used by the machinery tests; each test changes what it needs. */
export function cylinderTemplate(): Record<string, unknown> {
  return {
    name: 'test-cylinder',
    title: 'Test cylinders',
    standard: 'ASTM C39',
    fields: [
      { name: 'diameter', label: 'Diameter (in)', type: 'text', numeric: true, required: true },
      { name: 'load', label: 'Load (lbf)', type: 'text', numeric: true, required: true },
      { name: 'fractureType', label: 'Fracture Type', type: 'select', options: ['1', '2', '3', '4', '5', '6'] },
    ],
    computedValues: {
      calculatedPsi: 'roundTo(load / area, -1)',
      area: 'PI * diameter ^ 2 / 4',
      age: 'dateDiff(or(specimen.castDate, sample.castDate), specimen.testDate)',
      pctAge: 'vlookup(age, pctAgeTable, 2)',
    },
    finalComputedValues: { averagePsi: 'average(map(specimens, "calculatedPsi"))' },
    lookupTables: {
      pctAgeTable: {
        columns: ['age', 'pct'],
        rows: [
          [0, 0],
          [7, 65],
          [28, 100],
        ],
      },
    },
    report: {
      sections: { generalInfo: { includedFields: ['projectName'] }, dataSheetInfo: { includedFields: ['slump'] } },
      columns: [{ key: 'psi', label: 'Strength (psi)', value: 'numberFormat(calculatedPsi)' }],
      summary: [{ key: 'average', label: 'Average (psi)', value: 'numberFormat(averagePsi)' }],
    },
  };
}

/**
 * The tests of a template package in templates/: one test per fixture case and set, so a
 * failing hand-worked number is named, then the whole of `template check`.
 */
export async function templatePackageTests(id: string): Promise<void> {
  const root = fileURLToPath(new URL('../../../', import.meta.url));
  const { packages } = await loadTemplatePackages(root);
  const found = packages.find((item) => item.id === id && item.origin === 'templates');
  if (found === undefined) throw new Error(`templates/${id} is not a template package`);
  const compiled = compileTemplate(found.template, { id, version: found.version });
  if (!compiled.ok) throw new Error(`templates/${id}: ${JSON.stringify(compiled.problems)}`);
  const { template } = compiled;
  const fixtures = fixturesSchema.parse(found.fixtures);

  describe(`${id} fixtures`, () => {
    it.each(fixtures.cases.map((item) => [item.name, item] as const))('%s', (_name, item) => {
      expect(runFixtures(template, { cases: [item], sets: [] })).toEqual([]);
    });
    it.each(fixtures.sets.map((set) => [set.name, set] as const))('set: %s', (_name, set) => {
      expect(runFixtures(template, { cases: [], sets: [set] })).toEqual([]);
    });
  });

  describe(`${id} package`, () => {
    it('passes template check: schema, formulas, names, cycles, fixtures and the DOCX layout', async () => {
      expect(await checkTemplate(found)).toEqual([]);
    });
  });
}
