/** A section's formulas with the value each gives now, and a button to open one in the editor. */
import type { FormulaValue } from '../formula/index.ts';
import type { FormulaError } from '../formula/index.ts';
import type { ResultError } from '../engine/evaluate.ts';
import { errorText, formatValue } from './format.ts';
import type { FormulaSection } from './run.ts';
import { TableScroll } from '../../../web/ui/TableScroll.tsx';

export interface ValuesTableProps {
  section: FormulaSection;
  caption: string;
  /** Name → the formula as it stands (edited or the template's own). */
  formulas: Readonly<Record<string, string>>;
  values: Readonly<Record<string, FormulaValue>>;
  errors: readonly ResultError[];
  edited: ReadonlySet<string>;
  selected: string | undefined;
  onEdit(name: string): void;
}

export function ValuesTable({ section, caption, formulas, values, errors, edited, selected, onEdit }: ValuesTableProps) {
  const names = Object.keys(formulas);
  if (names.length === 0) return null;
  const errorOf = (name: string) =>
    errors.find((error): error is FormulaError => 'line' in error && error.formula === `${section}.${name}`);
  return (
    <TableScroll label={caption}>
      <table className="w-full text-sm" aria-label={caption}>
        <caption className="mb-2 text-left font-semibold text-slate-800">{caption}</caption>
        <thead className="bg-slate-50 text-left text-xs uppercase tracking-wide text-slate-500">
          <tr>
            <th className="px-3 py-2">Name</th>
            <th className="px-3 py-2">Formula</th>
            <th className="px-3 py-2 text-right">Value</th>
            <th className="px-3 py-2">
              <span className="sr-only">Edit</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {names.map((name) => {
            const error = errorOf(name);
            const isSelected = selected === name;
            return (
              <tr key={name} data-value-row={`${section}.${name}`} className={isSelected ? 'bg-emerald-50' : undefined}>
                <td className="px-3 py-2 font-mono">
                  {name}
                  {edited.has(name) && (
                    <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 font-sans text-xs text-amber-800">edited</span>
                  )}
                </td>
                <td className="px-3 py-2 font-mono text-xs break-words text-slate-600">{formulas[name]}</td>
                <td className="px-3 py-2 text-right font-mono" data-value={`${section}.${name}`}>
                  {error === undefined ? (
                    formatValue(values[name])
                  ) : (
                    <span className="text-red-700" title={errorText(error)}>
                      error
                    </span>
                  )}
                </td>
                <td className="px-3 py-2 text-right">
                  <button type="button" onClick={() => onEdit(name)} aria-label={`Edit ${name}`} className="link">
                    Edit
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}
