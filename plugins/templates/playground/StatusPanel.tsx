/** The result's status by the template's rules, its message, the review remarks and the errors that hold it back. */
import type { ResultEvaluation } from '../engine/evaluate.ts';
import { errorText } from './format.ts';

const TONE = {
  Passed: 'bg-emerald-100 text-emerald-900',
  Failed: 'bg-red-100 text-red-900',
  Pending: 'bg-amber-100 text-amber-900',
} as const;

export function StatusPanel({ result }: { result: ResultEvaluation }) {
  return (
    <div className="flex flex-col gap-2" aria-live="polite">
      <p className="flex items-center gap-3 text-sm">
        <span className="font-medium text-slate-700">Status</span>
        <span className={`rounded-full px-3 py-1 font-semibold ${TONE[result.status]}`} data-status={result.status}>
          {result.status}
        </span>
      </p>
      {result.message !== undefined && (
        <p className="text-sm text-slate-700" data-status-message>
          {result.message}
        </p>
      )}
      {result.remarks.length > 0 && (
        <ul className="list-disc pl-5 text-sm text-amber-900" aria-label="Remarks">
          {result.remarks.map((remark) => (
            <li key={remark.rule}>{remark.text}</li>
          ))}
        </ul>
      )}
      {result.errors.length > 0 && (
        <ul className="list-disc pl-5 text-sm text-red-800" aria-label="Errors">
          {result.errors.map((error) => {
            const text = 'field' in error ? `${error.field}: ${error.message}` : `${error.formula ?? 'formula'}, ${errorText(error)}`;
            return <li key={text}>{text}</li>;
          })}
        </ul>
      )}
    </div>
  );
}
