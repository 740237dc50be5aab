import { describe, expect, it } from 'vitest';
import { checkTemplate } from './check.ts';
import { buildLayout } from './layout/document.ts';
import { templateSchema } from './schema.ts';
import { cylinderTemplate } from './test-support.ts';

const template = cylinderTemplate();
const layout = buildLayout(templateSchema.parse(template));
const fixtures = {
  cases: [
    {
      name: '28-day break',
      input: {
        fields: { diameter: 4, load: 52000 },
        sample: { minPsi: 4000, castDate: '2024-03-01' },
        specimen: { testDate: '2024-03-29' },
      },
      expected: { computed: { area: 12.566, calculatedPsi: 4140, age: 28 }, status: 'Passed' },
    },
  ],
  sets: [
    {
      name: 'two cylinders',
      sample: { minPsi: 4000, castDate: '2024-03-01' },
      results: [
        { fields: { diameter: 4, load: 52000 }, specimen: { testDate: '2024-03-29' } },
        { fields: { diameter: 4, load: 52500 }, specimen: { testDate: '2024-03-29' } },
      ],
      report: { report: { sampleNum: '101.1' } },
      expected: { final: { averagePsi: 4160 }, statuses: ['Passed', 'Passed'] },
    },
  ],
};
const packageJson = { name: '@lab/test-cylinder', version: '1.0.0', portalTemplate: { id: 'test-cylinder' } };
const sound = { id: 'test-cylinder', version: '1.0.0', packageJson, template, fixtures, layout };

describe('checkTemplate', () => {
  it('finds nothing wrong with a sound package', async () => {
    expect(await checkTemplate(sound)).toEqual([]);
  });

  it('reports fixtures that do not give their outputs', async () => {
    const wrong = structuredClone(fixtures);
    (wrong.cases[0] as { expected: { computed: Record<string, unknown>; status: string } }).expected = {
      computed: { calculatedPsi: 4130, area: 12.56 },
      status: 'Failed',
    };
    (wrong.sets[0] as { expected: { final: Record<string, unknown> } }).expected.final = { averagePsi: 4150, median: 1 };
    expect((await checkTemplate({ ...sound, fixtures: wrong })).map((item) => `${item.where}: ${item.message}`)).toEqual([
      'fixtures: 28-day break: calculatedPsi is 4140, expected 4130',
      'fixtures: 28-day break: area is 12.566370614359172, expected 12.56',
      'fixtures: 28-day break: status is Passed, expected Failed',
      'fixtures: two cylinders: averagePsi is 4160, expected 4150',
      "fixtures: two cylinders: the set has no value 'median'",
    ]);
  });

  it('reports a missing layout, missing fixtures and malformed fixtures', async () => {
    const { layout: _layout, ...withoutLayout } = sound;
    expect(await checkTemplate(withoutLayout)).toEqual([
      { templateId: 'test-cylinder', where: 'layout.docx', message: 'the template has no DOCX layout' },
    ]);
    const { fixtures: _fixtures, ...withoutFixtures } = sound;
    expect(await checkTemplate(withoutFixtures)).toEqual([
      { templateId: 'test-cylinder', where: 'fixtures.json', message: 'the template has no fixtures' },
    ]);
    expect((await checkTemplate({ ...sound, fixtures: { cases: [{ name: 'x' }] } }))[0]?.where).toBe('fixtures.json cases.0.input');
  });

  it('reports a layout that does not render with the fixture data', async () => {
    const other = buildLayout(
      templateSchema.parse({ ...template, report: { ...(template.report as object), columns: [{ key: 'x', label: 'X', value: '1' }] } }),
    );
    const broken = new TextDecoder('latin1').decode(other).replace('$specimen.x', '$specimen.x.y.z');
    const problems = await checkTemplate({ ...sound, layout: Uint8Array.from(broken, (c) => c.charCodeAt(0)) });
    expect(problems.map((item) => item.where)).toContain('layout.docx with fixtures: two cylinders');
  });

  it('reports a package marker that names another id', async () => {
    expect(await checkTemplate({ ...sound, packageJson: { ...packageJson, portalTemplate: { id: 'other' } } })).toEqual([
      { templateId: 'test-cylinder', where: 'package.json portalTemplate.id', message: "the marker names 'other', not 'test-cylinder'" },
    ]);
  });

  it('stops at template problems before running fixtures', async () => {
    const problems = await checkTemplate({
      ...sound,
      template: { ...template, computedValues: { ...(template.computedValues as object), area: 'PI *' } },
    });
    expect(problems.map((item) => item.where)).toEqual(['computedValues.area']);
  });
});
