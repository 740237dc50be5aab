import { fileURLToPath } from 'node:url';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../../core/islands/manifest.ts';
import { loadTemplatePackages } from '../../templates/index.ts';
import { compileTemplate, evaluateResult, flattenFields, type ResultInput } from '../../templates/client.ts';
import { labTemplateIds } from '../../templates/test-support.ts';
import type { TestResultChange } from '../present.ts';
import { verificationName } from '../rules/entry.ts';
import { META_KEYS, storedResults } from '../rules/result.ts';
import { LiveResult } from './LiveResult.tsx';
import { ResultHistory } from './ResultHistory.tsx';
import { ResultValues } from './ResultValues.tsx';

/** What people once read instead of labels (issue 27). */
const NAMED_IN_THE_ISSUE = ['meanDiameter', 'ldRatio', 'calculatedPsi', 'pctAge', 'diameter1', 'fractureType 1', 'failedStatus'];

/** The text a person reads: markup and attributes (data-computed="pctAge") are not read. */
const readText = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/&[a-z]+;/g, ' ');

/** A name that only a program writes: camelCase or with a digit (`area` or `load` are words people use too). */
const looksInternal = (name: string) => /[a-z][A-Z]|[A-Za-z]\d/.test(name);

const leaks = (text: string, names: Iterable<string>) =>
  [...new Set(names)].filter((name) => new RegExp(`(^|[^\\w])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}([^\\w]|$)`).test(text));

const { packages } = await loadTemplatePackages(fileURLToPath(PROJECT_ROOT));
const demoTemplates = packages.filter((pkg) => pkg.origin === 'templates');

describe("the demo lab's templates read by their labels in the history, the results modal and the computed values", () => {
  it('has every template of the demo lab', () =>
    expect(demoTemplates.map((pkg) => pkg.id).toSorted()).toEqual(labTemplateIds().toSorted()));

  it.each(demoTemplates.map((pkg) => [pkg.id, pkg] as const))('%s leaks no internal name', (id, pkg) => {
    const compiled = compileTemplate(pkg.template, { id, version: pkg.version });
    if (!compiled.ok) throw new Error(`${id}: ${JSON.stringify(compiled.problems)}`);
    const { definition } = compiled.template;
    const fields = flattenFields(definition.fields);
    const cases = (pkg.fixtures as { cases: Array<{ input: ResultInput }> }).cases;
    expect(cases.length).toBeGreaterThan(0);
    for (const { input } of cases) {
      const evaluation = evaluateResult(compiled.template, input);
      const verified = fields.filter((field) => field.requireVerification).map((field) => field.name);
      const entered = { ...input.fields, ...Object.fromEntries(verified.map((name) => [verificationName(name), input.fields?.[name]])) };
      const results = storedResults(
        entered,
        evaluation,
        { technician: 'Tess Tech', testDate: '2024-03-29', time: '9:30 AM', testsComplete: true },
        verified,
      );
      const names = [
        ...NAMED_IN_THE_ISSUE,
        ...META_KEYS,
        ...Object.keys(results),
        ...Object.keys(evaluation.computed),
        ...fields.map((field) => field.name),
      ];
      const internal = names.filter((name) => NAMED_IN_THE_ISSUE.includes(name) || looksInternal(name));
      const history: TestResultChange[] = [
        {
          version: 2,
          action: 'update',
          changedBy: 1,
          changedByName: 'Tess Tech',
          changedAt: '2024-03-29T17:30:00Z',
          template: { id, version: pkg.version },
          statusBefore: 'Pending',
          statusAfter: evaluation.status,
          changes: Object.entries({ ...entered, ...results }).map(([field, after]) => ({ field, before: null, after })),
        },
      ];
      const views = {
        history: renderToStaticMarkup(<ResultHistory history={history} timeZone="America/Los_Angeles" definition={definition} />),
        modal: renderToStaticMarkup(
          <ResultValues result={{ status: evaluation.status, results }} definition={definition} informationOnly={false} />,
        ),
        computed: renderToStaticMarkup(
          <LiveResult evaluation={evaluation} definition={definition} forInformationOnly={false} unverified={false} />,
        ),
      };
      // Every name shown has a label its template gives (a field's, its second typing's, a computed value's) or
      // one of the form's own: never the name spelled out as words ("Ld ratio"), the last resort of labelOf.
      const labelled = new Set([
        ...fields.map((field) => field.name),
        ...verified.map(verificationName),
        ...Object.keys(definition.labels ?? {}),
        ...META_KEYS,
      ]);
      const shown = [...Object.keys(results), ...Object.keys(evaluation.computed)];
      expect(shown.filter((name) => !labelled.has(name))).toEqual([]);
      for (const [view, html] of Object.entries(views))
        expect({ view, leaked: leaks(readText(html), internal) }).toEqual({ view, leaked: [] });
    }
  });
});
