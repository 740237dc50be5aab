const WIDTH = 640;
const HEIGHT = 200;
const PAD = { left: 40, right: 8, top: 12, bottom: 28 };

/** A bar of a chart: its label under the axis (a month, a status) and its value. */
export interface Bar {
  label: string;
  value: number;
}

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/**
 * A bar per label (a month, a status), drawn on the server, and the same numbers in a table for
 * screen readers. `column` heads the table's labels.
 */
export function BarChart({ title, bars, column, isMoney = false }: { title: string; bars: Bar[]; column: string; isMoney?: boolean }) {
  const format = (value: number) => (isMoney ? money.format(value) : value.toLocaleString('en-US'));
  const top = Math.max(1, ...bars.map((point) => point.value));
  const slot = (WIDTH - PAD.left - PAD.right) / Math.max(bars.length, 1);
  const plot = HEIGHT - PAD.top - PAD.bottom;
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm" aria-label={title}>
      <h2 className="mb-2 text-lg font-semibold">{title}</h2>
      {bars.length === 0 ? (
        <p className="text-sm text-slate-600">No Results</p>
      ) : (
        <>
          <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-auto w-full" role="img" aria-hidden="true">
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={HEIGHT - PAD.bottom} y2={HEIGHT - PAD.bottom} stroke="#94a3b8" />
            <text x={PAD.left - 4} y={PAD.top + 4} fontSize="10" textAnchor="end" fill="#475569">
              {format(top)}
            </text>
            {bars.map((point, index) => {
              const height = (point.value / top) * plot;
              const x = PAD.left + index * slot + slot * 0.15;
              return (
                <g key={point.label}>
                  <rect x={x} y={HEIGHT - PAD.bottom - height} width={slot * 0.7} height={height} fill="#0f766e" />
                  <text x={x + slot * 0.35} y={HEIGHT - 10} fontSize="10" textAnchor="middle" fill="#475569">
                    {point.label}
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
                    {column}
                  </th>
                  <th scope="col" className="px-2 py-1">
                    {isMoney ? 'Amount' : 'Count'}
                  </th>
                </tr>
              </thead>
              <tbody>
                {bars.map((point) => (
                  <tr key={point.label}>
                    <td className="px-2 py-1">{point.label}</td>
                    <td className="px-2 py-1">{format(point.value)}</td>
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
