import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkTemplate } from '../check.ts';
import { loadTemplatePackages } from '../loader.ts';
import { cylinderTemplate } from '../test-support.ts';
import { templateFieldsCommand, templateLayoutCommand } from './layout-command.ts';

let root = '';

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'template-layout-'));
  const dir = join(root, 'templates', 'cyl-a');
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, 'package.json'), JSON.stringify({ name: '@lab/cyl-a', version: '1.0.0', portalTemplate: { id: 'cyl-a' } }));
  await writeFile(join(dir, 'template.json'), JSON.stringify({ ...cylinderTemplate(), name: 'cyl-a' }));
  const input = {
    fields: { diameter: 4, load: 52000 },
    sample: { minPsi: 4000, castDate: '2024-03-01' },
    specimen: { testDate: '2024-03-29' },
  };
  const expected = { computed: { calculatedPsi: 4140 }, status: 'Passed' };
  await writeFile(join(dir, 'fixtures.json'), JSON.stringify({ cases: [{ name: '28 days', input, expected }] }));
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('portal template layout', () => {
  it("writes the named template's layout.docx, one the check then renders", async () => {
    expect(await templateLayoutCommand(['cyl-a'], root)).toEqual({ output: 'cyl-a: layout.docx written', exitCode: 0 });
    const docx = await readFile(join(root, 'templates', 'cyl-a', 'layout.docx'));
    expect(docx.subarray(0, 2).toString()).toBe('PK');
    const [item] = (await loadTemplatePackages(root)).packages;
    expect(await checkTemplate(item!)).toEqual([]);
  });

  it('names a template it cannot find and one whose template.json is not sound, and exits 1', async () => {
    await writeFile(join(root, 'templates', 'cyl-a', 'template.json'), JSON.stringify({ name: 'cyl-a' }));
    expect(await templateLayoutCommand(['cyl-a', 'cyl-z'], root)).toEqual({
      output: [
        'cyl-a: template.json does not match the schema (portal template check cyl-a); layout not written',
        'cyl-z: no template with this id in templates/',
      ].join('\n'),
      exitCode: 1,
    });
  });
});

describe('portal template fields', () => {
  it('lists each report section with the names its includedFields may hold and what each shows', () => {
    const { output, exitCode } = templateFieldsCommand();
    expect(exitCode).toBe(0);
    const sections = output.split('\n').filter((line) => !line.startsWith(' '));
    expect(sections).toEqual(['generalInfo:', 'dataSheetInfo:', 'materialIdentification:', 'testEquipment:']);
    expect(output).toMatch(/^ {2}\w+ +\S/m);
  });
});
