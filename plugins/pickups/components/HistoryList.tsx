import type { pickupHistory } from '../history.ts';

type History = Awaited<ReturnType<typeof pickupHistory>>;

const show = (value: unknown) =>
  value === null || value === undefined || value === '' ? '—' : typeof value === 'object' ? JSON.stringify(value) : String(value);

/** Who changed what and when, on the pickup, its sample sets and specimens. */
export function HistoryList({ history }: { history: History }) {
  return (
    <section aria-label="History" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <h2 className="mb-2 text-lg font-semibold">History</h2>
      {history.length === 0 && <p className="text-slate-500">No Data</p>}
      <ol className="space-y-2 text-sm">
        {history.map((entry) => (
          <li key={entry.id}>
            <p className="font-medium">{`${entry.createdAt.toISOString().slice(0, 16).replace('T', ' ')} UTC · ${entry.user ?? 'System'} · ${entry.action} ${entry.entity} ${entry.recordId}`}</p>
            {entry.action === 'update' || entry.action === 'receive' ? (
              <ul className="pl-4 text-slate-600">
                {entry.changes
                  .filter((change) => change.field !== 'pickupId' || entry.entity !== 'pickup')
                  .map((change) => (
                    <li key={change.field}>{`${change.field}: ${show(change.before)} → ${show(change.after)}`}</li>
                  ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
