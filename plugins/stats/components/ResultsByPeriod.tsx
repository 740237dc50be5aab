import { toDisplayDate } from '../../../shared/dates.ts';
import type { PeriodResult } from '../results.repository.ts';
import { TIME_INCREMENTS, type Period, type TimeIncrement } from '../rules/period.ts';
import { TableScroll } from '../../../web/ui/TableScroll.tsx';

const LABEL: Record<TimeIncrement, string> = { day: 'Day', month: 'Month', year: 'Year' };
const button = 'rounded border border-slate-300 px-3 py-1 text-sm';

export interface ResultsByPeriodProps {
  timeIncrement: TimeIncrement;
  time: string;
  period: Period;
  results: Array<PeriodResult & { reportId: number | null }>;
  count: number;
}

/** The results-by-period table: links, so it works without JavaScript. */
export function ResultsByPeriod({ timeIncrement, time, period, results, count }: ResultsByPeriodProps) {
  const href = (increment: TimeIncrement, date: string) => `/admin/stats?timeIncrement=${increment}&time=${date}#results`;
  return (
    <section id="results" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm" aria-label="Results by period">
      <div className="mb-3 flex flex-wrap items-center gap-2">
        {TIME_INCREMENTS.map((increment) => (
          <a
            key={increment}
            href={href(increment, time)}
            className={`${button} ${increment === timeIncrement ? 'bg-slate-800 text-white' : ''}`}
            aria-current={increment === timeIncrement ? 'true' : undefined}
          >
            {LABEL[increment]}
          </a>
        ))}
      </div>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <a href={href(timeIncrement, period.previous)} className={button} aria-label={`Previous ${LABEL[timeIncrement]}`}>
          ‹ Previous
        </a>
        <h2 className="text-lg font-semibold">{period.heading}</h2>
        {period.next ? (
          <a href={href(timeIncrement, period.next)} className={button} aria-label={`Next ${LABEL[timeIncrement]}`}>
            Next ›
          </a>
        ) : (
          <span />
        )}
      </div>
      {results.length === 0 ? (
        <p className="py-6 text-center text-slate-600">No Results</p>
      ) : (
        <TableScroll label="Results by period">
          <table className="min-w-full text-left text-sm">
            <thead className="bg-slate-50 text-xs uppercase text-slate-600">
              <tr>
                {['Test Date', 'Specimen #', 'Test Type', 'Customer', 'Pickup #', 'PSI', 'Status'].map((heading) => (
                  <th key={heading} scope="col" className="px-3 py-2">
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {results.map((result) => (
                <tr key={result.id}>
                  <td className="px-3 py-2">{toDisplayDate(result.testDate)}</td>
                  <td className="px-3 py-2">
                    {result.reportId === null ? (
                      result.specimenNum
                    ) : (
                      <a className="text-emerald-800 underline" href={`/admin/reports/${result.reportId}`}>
                        {result.specimenNum}
                      </a>
                    )}
                  </td>
                  <td className="px-3 py-2">{result.testType ?? ''}</td>
                  <td className="px-3 py-2">{result.companyName}</td>
                  <td className="px-3 py-2">{result.pickupNumber}</td>
                  <td className="px-3 py-2">{result.calculatedPsi ?? ''}</td>
                  <td className="px-3 py-2">{result.status}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {count > results.length && <p className="mt-2 text-sm text-slate-600">{`The first ${results.length} of ${count} results.`}</p>}
        </TableScroll>
      )}
    </section>
  );
}
