import type { HistoryLine } from '../history-text.ts';

/** Who changed what and when, on the pickup, its sample sets and specimens. */
export function HistoryList({ history }: { history: readonly HistoryLine[] }) {
  return (
    <section aria-label="History" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <h2 className="mb-2 text-lg font-semibold">History</h2>
      {history.length === 0 && <p className="text-slate-600">No Data</p>}
      <ol className="space-y-2 text-sm">
        {history.map((line) => (
          <li key={line.id}>
            <p className="font-medium">{`${line.when} · ${line.who} · ${line.what}`}</p>
            {line.changes.length > 0 && (
              <ul className="pl-4 text-slate-600">
                {line.changes.map((change) => (
                  <li key={change}>{change}</li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
