import { toDisplayDate } from '../../../shared/dates.ts';
import * as SpecimenResults from '../islands/SpecimenResults.tsx';
import { Island } from '../../../core/ssr/island.tsx';

type Row = Record<string, unknown> & { id: number; badges: string[] };

const TONES: Record<string, string> = {
  Immediate: 'bg-amber-100 text-amber-900',
  Overdue: 'bg-red-100 text-red-800',
  Complete: 'bg-emerald-100 text-emerald-800',
};

/**
 * The Associated Breaks panel of a pickup's page: its received specimens, each with Edit and its
 * results, and the pickup's specimen label sheet.
 */
export function AssociatedBreaks({ pickupId, rows }: { pickupId: number; rows: readonly Row[] }) {
  return (
    <section aria-label="Associated Breaks" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-base font-semibold text-slate-900">Associated Breaks</h2>
        <a
          href={`/api/break-report/labels/${pickupId}`}
          target="_blank"
          rel="noopener"
          className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50 print:hidden"
        >
          Print Labels
        </a>
      </div>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-600">No Results</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="stack-on-phone min-w-full text-left text-sm">
            <thead>
              <tr className="text-slate-600">
                {['Test Date', 'Specimen #', 'Test Type', 'Sample Type', 'Customer', 'Pickup #', 'Actions'].map((heading) => (
                  <th key={heading} className="px-2 py-1 font-medium">
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((row) => (
                <tr key={row.id}>
                  <td data-label="Test Date" className="px-2 py-1">
                    {toDisplayDate(row.testDate as string | null)}
                  </td>
                  <td data-label="Specimen #" className="px-2 py-1">
                    {String(row.specimenNum)}
                    {row.badges.map((badge) => (
                      <span
                        key={badge}
                        data-chip={badge}
                        className={`ml-2 rounded-full px-2 py-0.5 text-xs font-medium ${TONES[badge] ?? ''}`}
                      >
                        {badge}
                      </span>
                    ))}
                  </td>
                  <td data-label="Test Type" className="px-2 py-1">
                    {String(row.testType ?? '')}
                  </td>
                  <td data-label="Sample Type" className="px-2 py-1">
                    {String(row.sampleType ?? '')}
                  </td>
                  <td data-label="Customer" className="px-2 py-1">
                    {String(row.companyName ?? '')}
                  </td>
                  <td data-label="Pickup #" className="px-2 py-1">
                    {String(row.pickupNumber)}
                  </td>
                  <td data-label="Actions" className="flex gap-3 px-2 py-1">
                    <a className="link" href={`/admin/break-report/${row.id}`}>
                      Edit
                    </a>
                    <Island of={SpecimenResults} specimenId={row.id} specimenNum={String(row.specimenNum)} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
