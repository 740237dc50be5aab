import { toDisplayDate } from '../../../shared/dates.ts';
import type { TemplateDefinition } from '../../templates/client.ts';
import type { TestResult } from '../present.ts';
import { shownStatus } from '../rules/badges.ts';
import { labelOf } from '../rules/labels.ts';

const META = new Set(['technician', 'testDate', 'time', 'testsComplete', 'failedStatus']);
const text = (value: unknown) => (value === null || value === undefined || value === '' ? '—' : String(value));

/** A saved result's values as the test results modal lists them, each under its label (never its stored name). */
export function ResultValues({
  result,
  definition,
  informationOnly,
}: {
  result: Pick<TestResult, 'status' | 'results'>;
  definition: TemplateDefinition | null;
  informationOnly: boolean;
}) {
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
      <dt className="text-slate-500">Status</dt>
      <dd className="font-medium">{shownStatus(result.status, informationOnly)}</dd>
      <dt className="text-slate-500">Technician</dt>
      <dd>{text(result.results.technician)}</dd>
      <dt className="text-slate-500">Tested</dt>
      <dd>
        {toDisplayDate(String(result.results.testDate ?? '')) || '—'} {text(result.results.time)}
      </dd>
      {Object.entries(result.results)
        .filter(([name]) => !META.has(name))
        .map(([name, value]) => (
          <div key={name} className="contents">
            <dt className="text-slate-500">{labelOf(name, definition)}</dt>
            <dd>{text(value)}</dd>
          </div>
        ))}
    </dl>
  );
}
