import type { ReactNode } from 'react';

/** One entry of a legend: the mark as the chart draws it (a small SVG) and what it stands for. */
export interface LegendEntry {
  label: string;
  swatch: ReactNode;
}

/** A chart's legend in HTML under it, so that it wraps on a phone; the swatches are decoration. */
export function Legend({ entries }: { entries: readonly LegendEntry[] }) {
  return (
    <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700" aria-label="Legend">
      {entries.map((entry) => (
        <li key={entry.label} className="flex items-center gap-1.5">
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
            {entry.swatch}
          </svg>
          {entry.label}
        </li>
      ))}
    </ul>
  );
}
