import type { ResultEvaluation, TemplateDefinition } from '../../templates/client.ts';
import { labelOf } from '../rules/labels.ts';
import { shownStatus, type ShownStatus } from '../rules/badges.ts';
import { ENTRY_MESSAGE } from '../rules/entry.ts';

export const STATUS_TONE = {
  Passed: 'bg-emerald-100 text-emerald-800',
  Failed: 'bg-red-100 text-red-800',
  Pending: 'bg-amber-100 text-amber-900',
  'Info only': 'bg-sky-100 text-sky-900',
} as const;

export function shown(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'number')
    return Number.isInteger(value) ? value.toLocaleString('en-US') : value.toLocaleString('en-US', { maximumFractionDigits: 4 });
  return String(value);
}

/**
 * A judgement as a chip: Passed, Failed, Pending or 'Info only'; 'unverified' while a verified
 * value and its copy differ (which of the two is the load is not known yet).
 */
export function StatusChip({ status }: { status: ShownStatus | 'unverified' }) {
  if (status === 'unverified')
    return (
      <span data-result-status="unverified" className="text-xs text-slate-600">
        No pass/fail until the values match
      </span>
    );
  return (
    <span data-result-status={status} className={`rounded-full px-2 py-0.5 text-xs font-medium ${STATUS_TONE[status]}`}>
      {status}
    </span>
  );
}

/** A psi check that failed says so beside the value: 'Out of Range'. */
export function isOutOfRange(evaluation: Pick<ResultEvaluation, 'status' | 'message'>): boolean {
  return evaluation.status === 'Failed' && (evaluation.message ?? '').startsWith('The calculated psi for this test result');
}

/**
 * The computed values and the pass/fail as the technician types: the same engine as the
 * server's. No pass/fail shows while a verified value and its copy differ (`unverified`): which
 * of the two is the load is not known yet. A For Information Only set reads 'Info only'.
 */
export function LiveResult({
  evaluation,
  forInformationOnly,
  unverified,
  definition,
}: {
  evaluation: ResultEvaluation;
  /** The template, for the labels of its computed values. */
  definition: TemplateDefinition | null;
  forInformationOnly: boolean;
  unverified: boolean;
}) {
  const outOfRange = !unverified && !forInformationOnly && isOutOfRange(evaluation);
  const status = shownStatus(evaluation.status, forInformationOnly);
  return (
    <section aria-label="Computed values" className="rounded-md border border-slate-200 bg-slate-50 p-4">
      <div className="mb-3 flex flex-wrap items-center gap-3">
        <h2 className="text-sm font-semibold text-slate-800">Result</h2>
        <StatusChip status={unverified ? 'unverified' : status} />
      </div>
      {evaluation.message && !unverified && (
        <p className={`mb-3 text-sm ${evaluation.status === 'Failed' ? 'text-red-700' : 'text-slate-700'}`} data-result-message>
          {evaluation.message}
        </p>
      )}
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3">
        {Object.entries(evaluation.computed).map(([name, value]) => (
          <div key={name} className="flex flex-col">
            <dt className="text-xs text-slate-500">{labelOf(name, definition)}</dt>
            <dd className="font-medium text-slate-900" data-computed={name}>
              {shown(value)}
              {name === 'calculatedPsi' && outOfRange && (
                <span className="ml-2 text-xs font-semibold text-red-700" data-out-of-range>
                  {ENTRY_MESSAGE.outOfRange}
                </span>
              )}
            </dd>
          </div>
        ))}
      </dl>
      {evaluation.remarks.length > 0 && (
        <ul className="mt-3 list-disc pl-5 text-sm text-amber-900">
          {evaluation.remarks.map((remark) => (
            <li key={remark.rule}>{remark.text}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
