/**
 * `checkTemplate`: everything `portal template check` verifies about one template package,
 * without touching the file system (the loader reads the files).
 */
import { compileTemplate } from './compile.ts';
import type { CompiledTemplate } from './compile.ts';
import { fixturesSchema } from './fixtures-schema.ts';
import type { Fixtures } from './fixtures-schema.ts';
import { runFixtures } from './fixtures.ts';
import { problem } from './problems.ts';
import type { TemplateProblem } from './problems.ts';
import { renderLayout } from './render.ts';
import { reportData } from './report-data.ts';
import type { ReportInfo } from './report-data.ts';
import { packageSchema } from './schema.ts';
import { evaluateSet } from './set.ts';

/** One template package's contents, as read from disk or handed in by a test. */
export interface TemplateSource {
  id: string;
  version?: string;
  packageJson?: unknown;
  template: unknown;
  fixtures?: unknown;
  layout?: Uint8Array;
}

function packageProblems(source: TemplateSource): TemplateProblem[] {
  if (source.packageJson === undefined) return [];
  const parsed = packageSchema.safeParse(source.packageJson);
  if (!parsed.success)
    return parsed.error.issues.map((issue) => problem(source.id, `package.json ${issue.path.join('.')}`.trim(), issue.message));
  if (parsed.data.portalTemplate.id !== source.id)
    return [
      problem(source.id, 'package.json portalTemplate.id', `the marker names '${parsed.data.portalTemplate.id}', not '${source.id}'`),
    ];
  return [];
}

async function layoutProblems(template: CompiledTemplate, fixtures: Fixtures, layout: Uint8Array | undefined): Promise<TemplateProblem[]> {
  if (layout === undefined) return [problem(template.id, 'layout.docx', 'the template has no DOCX layout')];
  const sets =
    fixtures.sets.length > 0
      ? fixtures.sets
      : [{ name: 'all cases', sample: {}, results: fixtures.cases.map((item) => item.input), report: {} }];
  const found: TemplateProblem[] = [];
  for (const set of sets) {
    const evaluated = evaluateSet(template, { sample: set.sample, results: set.results });
    const rendered = await renderLayout(layout, reportData(template, evaluated, set.report as ReportInfo));
    if (!rendered.ok) found.push(problem(template.id, `layout.docx with fixtures: ${set.name}`, rendered.message));
  }
  return found;
}

/**
 * Checks a template package: package marker, schema, every formula parses, every name
 * resolves, no name defined twice, no cycles, fixtures give their outputs, and the DOCX
 * layout renders with the fixture data. An empty list means the template is sound.
 */
export async function checkTemplate(source: TemplateSource): Promise<TemplateProblem[]> {
  const found = packageProblems(source);
  const compiled = compileTemplate(source.template, { id: source.id, ...(source.version !== undefined && { version: source.version }) });
  if (!compiled.ok) return [...found, ...compiled.problems];
  if (source.fixtures === undefined) return [...found, problem(source.id, 'fixtures.json', 'the template has no fixtures')];
  const fixtures = fixturesSchema.safeParse(source.fixtures);
  if (!fixtures.success)
    return [...found, ...fixtures.error.issues.map((issue) => problem(source.id, `fixtures.json ${issue.path.join('.')}`, issue.message))];
  if (fixtures.data.cases.length === 0) found.push(problem(source.id, 'fixtures.json', 'the fixtures have no cases'));
  found.push(...runFixtures(compiled.template, fixtures.data));
  found.push(...(await layoutProblems(compiled.template, fixtures.data, source.layout)));
  return found;
}
