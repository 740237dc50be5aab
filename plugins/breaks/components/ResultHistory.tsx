import type { TemplateDefinition } from '../../templates/client.ts';
import type { TestResultChange } from '../present.ts';
import { labelOf } from '../rules/labels.ts';
import { formatLabDateTime } from '../../../shared/format.ts';

const text = (value: unknown) =>
  value === null || value === undefined || value === '' ? '—' : typeof value === 'object' ? JSON.stringify(value) : String(value);

/** Every save of a result: who, when (in the lab's time), with which template version, and what changed, by label. */
export function ResultHistory({
  history,
  timeZone,
  definition,
}: {
  history: readonly TestResultChange[];
  timeZone: string;
  definition: TemplateDefinition;
}) {
  if (history.length === 0) return null;
  return (
    <section aria-label="History" className="mt-6">
      <h2 className="mb-2 text-sm font-semibold text-slate-800">History</h2>
      <ol className="space-y-3 text-sm">
        {[...history].reverse().map((entry) => (
          <li key={entry.version} className="rounded-md border border-slate-200 p-3" data-history-version={entry.version}>
            <p className="text-slate-700">
              {entry.action === 'create' ? 'Entered' : 'Changed'} by <strong>{entry.changedByName}</strong> on{' '}
              {formatLabDateTime(entry.changedAt, timeZone)} · {entry.template.id} {entry.template.version} ·{' '}
              {entry.statusBefore ? `${entry.statusBefore} → ` : ''}
              {entry.statusAfter}
            </p>
            {entry.action === 'update' && entry.changes.length > 0 && (
              <ul className="mt-1 list-disc pl-5 text-slate-600">
                {entry.changes.map((change) => (
                  <li key={change.field}>
                    {labelOf(change.field, definition)}: {text(change.before)} → {text(change.after)}
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
