import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { templateCheckCommand, templateEvalCommand } from './commands.ts';
import { buildLayout } from './layout/document.ts';
import { loadTemplatePackages } from './loader.ts';
import { templateSchema } from './schema.ts';
import { cylinderTemplate } from './test-support.ts';

let root = '';

async function writePackage(dir: string, id: string, extra: { template?: unknown; packageName?: string } = {}): Promise<void> {
  await mkdir(dir, { recursive: true });
  const template = extra.template ?? { ...cylinderTemplate(), name: id };
  await writeFile(
    join(dir, 'package.json'),
    JSON.stringify({ name: extra.packageName ?? `@lab/${id}`, version: '2.1.0', portalTemplate: { id } }),
  );
  await writeFile(join(dir, 'template.json'), JSON.stringify(template));
  const input = {
    fields: { diameter: 4, load: 52000 },
    sample: { minPsi: 4000, castDate: '2024-03-01' },
    specimen: { testDate: '2024-03-29' },
  };
  await writeFile(
    join(dir, 'fixtures.json'),
    JSON.stringify({ cases: [{ name: '28 days', input, expected: { computed: { calculatedPsi: 4140 }, status: 'Passed' } }] }),
  );
  await writeFile(join(dir, 'layout.docx'), buildLayout(templateSchema.parse(template)));
}

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'templates-'));
  await writePackage(join(root, 'templates', 'cyl-a'), 'cyl-a');
  await writePackage(join(root, 'node_modules', '@lab', 'cyl-b'), 'cyl-b');
  await writePackage(join(root, 'node_modules', 'cyl-a-copy'), 'cyl-a', { packageName: 'cyl-a-copy' });
  await mkdir(join(root, 'node_modules', 'left-pad'), { recursive: true });
  await writeFile(join(root, 'node_modules', 'left-pad', 'package.json'), JSON.stringify({ name: 'left-pad', version: '1.0.0' }));
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('loadTemplatePackages', () => {
  it('finds templates/ folders and marked packages in node_modules, scoped or not', async () => {
    const { packages, problems } = await loadTemplatePackages(root);
    expect(packages.map((item) => [item.id, item.origin, item.packageName, item.version])).toEqual([
      ['cyl-a', 'templates', '@lab/cyl-a', '2.1.0'],
      ['cyl-b', 'node_modules', '@lab/cyl-b', '2.1.0'],
    ]);
    expect(packages[0]?.layout).toBeInstanceOf(Uint8Array);
    expect(problems).toEqual([
      { templateId: 'cyl-a', where: 'cyl-a-copy', message: 'the id is also used by @lab/cyl-a in templates; that one is used' },
    ]);
  });

  it('reports a templates/ folder without the marker, and broken JSON', async () => {
    await mkdir(join(root, 'templates', 'draft'));
    await writeFile(join(root, 'templates', 'draft', 'package.json'), '{"name": "draft", "version": "0.1.0"}');
    await writeFile(join(root, 'templates', 'cyl-a', 'template.json'), '{ "name": ');
    const { problems } = await loadTemplatePackages(root);
    expect(problems.map((item) => `${item.templateId} ${item.where}`)).toEqual([
      'cyl-a template.json',
      'draft package.json',
      'cyl-a cyl-a-copy',
    ]);
  });

  it('finds nothing in an empty folder', async () => {
    expect(await loadTemplatePackages(join(root, 'nowhere'))).toEqual({ packages: [], problems: [] });
  });
});

describe('templateCheckCommand', () => {
  it('checks every template, prints each problem and exits 1 when there are any', async () => {
    const result = await templateCheckCommand(undefined, { root });
    expect(result.output.split('\n')).toEqual([
      'ok  cyl-a 2.1.0 (templates/cyl-a)',
      'ok  cyl-b 2.1.0 (node_modules/cyl-b)',
      'cyl-a: cyl-a-copy: the id is also used by @lab/cyl-a in templates; that one is used',
      '2 templates checked, 1 problem.',
    ]);
    expect(result.exitCode).toBe(1);
  });

  it('checks one template by id and exits 0 when it is sound', async () => {
    expect(await templateCheckCommand('cyl-b', { root })).toEqual({
      output: 'ok  cyl-b 2.1.0 (node_modules/cyl-b)\n1 template checked, 0 problems.',
      exitCode: 0,
    });
  });

  it('names each problem with the template, place and position', async () => {
    const broken = {
      ...cylinderTemplate(),
      name: 'cyl-b',
      computedValues: { ...(cylinderTemplate().computedValues as object), area: 'PI * diameter ^' },
    };
    await writePackage(join(root, 'node_modules', '@lab', 'cyl-b'), 'cyl-b', { template: broken });
    const result = await templateCheckCommand('cyl-b', { root });
    expect(result.output).toContain('cyl-b: computedValues.area (line 1, column 16): the formula ends where a value was expected');
    expect(result.exitCode).toBe(1);
  });

  it('refuses an unknown id', async () => {
    expect(await templateCheckCommand('nope', { root })).toEqual({ output: "No template with the id 'nope'.", exitCode: 1 });
  });
});

describe('templateEvalCommand', () => {
  it('prints computed values, status and errors', async () => {
    const input = JSON.stringify({
      fields: { diameter: 4, load: 0 },
      sample: { minPsi: 4000, castDate: '2024-03-01' },
      specimen: { testDate: '2024-03-29' },
    });
    const result = await templateEvalCommand('cyl-a', input, { root });
    expect(result.exitCode).toBe(0);
    const printed = JSON.parse(result.output);
    expect(Object.keys(printed)).toEqual(['computed', 'status', 'message', 'remarks', 'errors']);
    expect(printed).toMatchObject({ computed: { calculatedPsi: 0, age: 28 }, status: 'Failed', remarks: [], errors: [] });
  });

  it('judges as the server does: the max psi fallback min + min × maxPsiPct / 100, and no requirement at age 0', async () => {
    // 52,000 lbf on 4.00 in is 4140 psi: under 3000 + 3000 × 50 / 100 = 4500, so it passes (it failed against 1500).
    const fallback = JSON.stringify({
      fields: { diameter: 4, load: 52000 },
      sample: { minPsi: 3000, castDate: '2024-03-01', SampleType: { maxPsiPct: 50 } },
      specimen: { testDate: '2024-03-29' },
    });
    expect(JSON.parse((await templateEvalCommand('cyl-a', fallback, { root })).output)).toMatchObject({ status: 'Passed' });
    const sameDay = JSON.stringify({
      fields: { diameter: 4, load: 26640 },
      sample: { minPsi: 4000, castDate: '2024-03-01' },
      specimen: { testDate: '2024-03-01' },
    });
    const refused = await templateEvalCommand('cyl-a', sameDay, { root });
    expect(refused.exitCode).toBe(1);
    expect(JSON.parse(refused.output)).toMatchObject({
      status: 'Pending',
      message: 'No strength requirement for an age of 0 days',
      errors: [{ field: 'testDate', message: 'No strength requirement for an age of 0 days' }],
    });
  });

  it("prints a result's remarks: a review rule it breaks holds it Pending", async () => {
    const template = {
      ...cylinderTemplate(),
      name: 'cyl-r',
      reviewRules: { small: { when: 'diameter < 3', remark: 'Diameter below 3 in' } },
    };
    await writePackage(join(root, 'templates', 'cyl-r'), 'cyl-r', { template });
    const input = {
      fields: { diameter: 2, load: 13000 },
      sample: { minPsi: 4000, castDate: '2024-03-01' },
      specimen: { testDate: '2024-03-29' },
    };
    expect(JSON.parse((await templateEvalCommand('cyl-r', input, { root })).output)).toMatchObject({
      status: 'Pending',
      message: 'Review needed: Diameter below 3 in',
      remarks: [{ rule: 'small', text: 'Diameter below 3 in', accepted: false }],
    });
  });

  it('evaluates a whole set { sample, results } and prints each result and the final values', async () => {
    // 32,000 / 12.566 = 2546.48 → 2550 psi (7 days, under 65 % of 4000); 52,000 / 12.566 = 4138.03 → 4140; averagePsi (2550 + 4140) / 2 = 3345
    const input = JSON.stringify({
      sample: { minPsi: 4000, castDate: '2024-03-01' },
      results: [
        { fields: { diameter: 4, load: 32000 }, specimen: { testDate: '2024-03-08' } },
        { fields: { diameter: 4, load: 52000 }, specimen: { testDate: '2024-03-29' } },
      ],
    });
    const result = await templateEvalCommand('cyl-a', input, { root });
    expect(result.exitCode).toBe(0);
    const printed = JSON.parse(result.output);
    expect(Object.keys(printed)).toEqual(['results', 'final', 'errors']);
    expect(printed.results.map((item: { status: string }) => item.status)).toEqual(['Failed', 'Passed']);
    expect(printed.results[1].computed.calculatedPsi).toBe(4140);
    expect(printed.final.averagePsi).toBe(3345);
  });

  it('accepts an input object and exits 1 when the result has errors', async () => {
    const result = await templateEvalCommand('cyl-a', { fields: { diameter: 4, load: 'n/a' } }, { root });
    expect(result.exitCode).toBe(1);
    expect(JSON.parse(result.output)).toMatchObject({
      status: 'Pending',
      errors: [{ field: 'load', message: 'Load (lbf) must be a number' }],
    });
  });

  it('refuses input that is not JSON, not the input shape, or an unknown template', async () => {
    expect((await templateEvalCommand('cyl-a', '{', { root })).output).toMatch(/^The input is not valid JSON/);
    expect((await templateEvalCommand('cyl-a', '{"field": {}}', { root })).output).toMatch(/^The input must be a result/);
    expect((await templateEvalCommand('cyl-a', '{"results": []}', { root })).output).toMatch(/^A set must be/);
    expect(await templateEvalCommand('nope', '{}', { root })).toEqual({ output: "No template with the id 'nope'.", exitCode: 1 });
  });
});
