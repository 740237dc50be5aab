import { creditNoteNumber } from '../present.ts';
import { AGING_LABELS, type Aging } from '../rules/aging.ts';
import type { Statement } from '../statements.service.tsx';
import { formatCents } from '../../../shared/format.ts';

/** A customer's balance and its aging, its credit notes, with the statement to download. */
export function StatementSummary({ statement, pdfHref }: { statement: Statement; pdfHref: string }) {
  const buckets = Object.keys(AGING_LABELS) as Array<keyof Aging>;
  return (
    <section
      className="flex flex-wrap items-end justify-between gap-4 rounded-lg border border-slate-200 bg-white p-4 text-sm"
      aria-label="Balance"
    >
      <dl className="flex flex-wrap gap-x-8 gap-y-2">
        <div>
          <dt className="text-slate-500">Balance</dt>
          <dd className="text-lg font-semibold text-slate-900" data-field="Balance">
            {formatCents(statement.balance)}
          </dd>
        </div>
        {buckets.map((bucket) => (
          <div key={bucket}>
            <dt className="text-slate-500">{AGING_LABELS[bucket]} days</dt>
            <dd className="font-medium text-slate-900">{formatCents(statement.aging[bucket])}</dd>
          </div>
        ))}
        {statement.credits.length > 0 && (
          <div>
            <dt className="text-slate-500">Credit Notes</dt>
            <dd className="font-medium text-slate-900" data-field="Credit Notes">
              {statement.credits.map((credit) => `${creditNoteNumber(credit.creditNum)} ${formatCents(credit.amount)}`).join(', ')}
            </dd>
          </div>
        )}
      </dl>
      <a className="rounded border border-slate-300 px-3 py-2 print:hidden" href={pdfHref}>
        Download Statement
      </a>
    </section>
  );
}
