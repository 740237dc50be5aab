import { formatNumber } from '../../shared/format.ts';
import type { ColumnSpec } from '../../shared/table-props.ts';

/**
 * A cell as the table shows it: dates MM/DD/YYYY, booleans Yes/No, numbers in their column's
 * format ($24.50, 3,980 psi, 5%), empty for null.
 * A `YYYY-MM-DD` date is rewritten as text, never through `Date`, so no time zone shifts it.
 */
export function formatCell(column: Pick<ColumnSpec, 'type' | 'format' | 'valueLabels'>, value: unknown): string {
  const { type } = column;
  if (value === null || value === undefined) return '';
  const labelled = column.valueLabels?.[String(value)];
  if (labelled !== undefined) return labelled;
  if (type === 'boolean') return value ? 'Yes' : 'No';
  if (type === 'number' && (typeof value === 'number' || typeof value === 'string')) return formatNumber(value, column.format);
  if (type === 'date') {
    const text = String(value);
    const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
    if (day) return `${day[2]}/${day[3]}/${day[1]}`;
    const instant = new Date(text);
    if (Number.isNaN(instant.getTime())) return text;
    return instant.toLocaleDateString('en-US', { month: '2-digit', day: '2-digit', year: 'numeric' });
  }
  return String(value);
}

/**
 * Fills a row link template from the row.
 * @example rowHref('/admin/users/{id}', { id: 7 }) // '/admin/users/7'
 */
export function rowHref(template: string, row: Record<string, unknown>): string {
  return template.replace(/\{(\w+)\}/g, (_, field: string) => encodeURIComponent(String(row[field] ?? '')));
}
