import type { MonthCount } from '../../pickups/index.ts';

const WIDTH = 640;
const HEIGHT = 200;
const PAD = { left: 40, right: 8, top: 12, bottom: 28 };

/** A bar per month, drawn on the server, and the same numbers in a table for screen readers. */
export function MonthChart({ title, series }: { title: string; series: MonthCount[] }) {
  const top = Math.max(1, ...series.map((point) => point.count));
  const slot = (WIDTH - PAD.left - PAD.right) / Math.max(series.length, 1);
  const plot = HEIGHT - PAD.top - PAD.bottom;
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm" aria-label={title}>
      <h2 className="mb-2 text-lg font-semibold">{title}</h2>
      {series.length === 0 ? (
        <p className="text-sm text-slate-600">No Results</p>
      ) : (
        <>
          <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-auto w-full" role="img" aria-hidden="true">
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={HEIGHT - PAD.bottom} y2={HEIGHT - PAD.bottom} stroke="#94a3b8" />
            <text x={PAD.left - 4} y={PAD.top + 4} fontSize="10" textAnchor="end" fill="#475569">
              {top.toLocaleString('en-US')}
            </text>
            {series.map((point, index) => {
              const height = (point.count / top) * plot;
              const x = PAD.left + index * slot + slot * 0.15;
              return (
                <g key={point.month}>
                  <rect x={x} y={HEIGHT - PAD.bottom - height} width={slot * 0.7} height={height} fill="#0f766e" />
                  <text x={x + slot * 0.35} y={HEIGHT - 10} fontSize="10" textAnchor="middle" fill="#475569">
                    {point.month.slice(2)}
                  </text>
                </g>
              );
            })}
          </svg>
          <details className="mt-2 text-sm">
            <summary className="cursor-pointer text-slate-700">Table view</summary>
            <table className="mt-2 min-w-full text-left">
              <caption className="sr-only">{title}</caption>
              <thead>
                <tr>
                  <th scope="col" className="px-2 py-1">
                    Month
                  </th>
                  <th scope="col" className="px-2 py-1">
                    Count
                  </th>
                </tr>
              </thead>
              <tbody>
                {series.map((point) => (
                  <tr key={point.month}>
                    <td className="px-2 py-1">{point.month}</td>
                    <td className="px-2 py-1">{point.count.toLocaleString('en-US')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </>
      )}
    </section>
  );
}
