import type { ImportOutcome } from '../import/import.service.ts';
import { formatPsi } from '../../../shared/format.ts';

const CELL = 'px-2 py-1 text-left';
const STATUS_STYLE: Record<string, string> = { Passed: 'text-emerald-700', Failed: 'text-red-700', Pending: 'text-amber-700' };

/** What an import would record (matched rows with their judged result) and what it leaves (with why). */
export function ImportPreview({ outcome }: { outcome: Pick<ImportOutcome, 'matched' | 'unmatched'> }) {
  return (
    <div className="space-y-4">
      <section>
        <h2 className="mb-2 text-sm font-semibold text-slate-800">Matched rows ({outcome.matched.length})</h2>
        <div className="overflow-x-auto">
          <table aria-label="Matched rows" className="w-full text-sm">
            <thead className="bg-slate-50 text-slate-600">
              <tr>
                <th className={CELL}>Line</th>
                <th className={CELL}>Specimen #</th>
                <th className={CELL}>Pickup #</th>
                <th className={CELL}>Customer</th>
                <th className={CELL}>Calculated PSI</th>
                <th className={CELL}>Result</th>
              </tr>
            </thead>
            <tbody>
              {outcome.matched.map((row) => (
                <tr key={row.line} className="border-t border-slate-100" data-specimen={row.specimenNum}>
                  <td className={CELL}>{row.line}</td>
                  <td className={CELL}>{row.specimenNum}</td>
                  <td className={CELL}>{row.pickupNumber}</td>
                  <td className={CELL}>{row.companyName}</td>
                  <td className={CELL}>{formatPsi(row.calculatedPsi)}</td>
                  <td className={`${CELL} font-medium ${STATUS_STYLE[row.status] ?? ''}`}>
                    {row.status}
                    {row.warning && <p className="text-xs font-normal text-red-700">{row.warning}</p>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <section>
        <h2 className="mb-2 text-sm font-semibold text-slate-800">Unmatched rows ({outcome.unmatched.length})</h2>
        {outcome.unmatched.length === 0 ? (
          <p className="text-sm text-slate-600">Every row matched a specimen.</p>
        ) : (
          <div className="overflow-x-auto">
            <table aria-label="Unmatched rows" className="w-full text-sm">
              <thead className="bg-slate-50 text-slate-600">
                <tr>
                  <th className={CELL}>Line</th>
                  <th className={CELL}>Specimen #</th>
                  <th className={CELL}>Why</th>
                </tr>
              </thead>
              <tbody>
                {outcome.unmatched.map((row) => (
                  <tr key={row.line} className="border-t border-slate-100">
                    <td className={CELL}>{row.line}</td>
                    <td className={CELL}>{row.specimenNum}</td>
                    <td className={CELL}>{row.reason}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
