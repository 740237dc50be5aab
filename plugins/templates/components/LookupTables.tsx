import type { LookupTable } from '../engine/index.ts';

/** Each lookup table with its description, column names and rows. */
export function LookupTables({ tables }: { tables: Readonly<Record<string, LookupTable>> }) {
  const entries = Object.entries(tables);
  if (entries.length === 0) return <p className="text-sm text-slate-500">None.</p>;
  return (
    <div className="flex flex-wrap gap-6">
      {entries.map(([name, table]) => {
        const width = Math.max(...table.rows.map((row) => row.length));
        const columns = table.columns ?? Array.from({ length: width }, (_, i) => `column ${i + 1}`);
        return (
          <table key={name} className="text-sm" aria-label={`Lookup table ${name}`}>
            <caption className="mb-1 text-left">
              <span className="font-mono font-semibold">{name}</span>
              {table.description !== undefined && <span className="block max-w-md text-xs text-slate-500">{table.description}</span>}
            </caption>
            <thead className="bg-slate-50 text-left text-xs text-slate-500">
              <tr>
                {columns.map((column) => (
                  <th key={column} className="px-3 py-1">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 font-mono">
              {table.rows.map((row, i) => (
                <tr key={i}>
                  {row.map((cell, j) => (
                    <td key={j} className="px-3 py-1">
                      {String(cell)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        );
      })}
    </div>
  );
}
