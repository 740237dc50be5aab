import { stringify } from 'csv-stringify/sync';
import type { AnyDatabase } from '../db/database.ts';
import { formatNumber } from '../../shared/format.ts';
import type { TableField, TableModel } from './model.ts';
import type { ExportFormat, TableParams } from './params.ts';
import { runTableQuery, type TableRestriction } from './query.ts';
import { writeXlsx, type XlsxCell } from './xlsx.ts';

/** The most rows one export holds; a bigger list must be narrowed with filters first. */
export const MAX_EXPORT_ROWS = 50_000;

export interface TableExport {
  body: string | Uint8Array;
  contentType: string;
  filename: string;
  /** More rows matched than an export holds. */
  truncated: boolean;
}

const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** `YYYY-MM-DD` as the table shows it, `MM/DD/YYYY`. */
export function usDate(value: unknown): string {
  const text = value instanceof Date ? value.toISOString().slice(0, 10) : String(value);
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  return match ? `${match[2]}/${match[3]}/${match[1]}` : text;
}

/** A cell of the CSV: numbers in their field's format ($24.50, 3,980 psi, 5%), as the table shows them. */
function shown(field: TableField, value: unknown): string | number {
  const { type } = field;
  if (value === null || value === undefined) return '';
  if (type === 'boolean') return value ? 'Yes' : 'No';
  if (type === 'date') return usDate(value);
  if (type === 'number') return field.format ? formatNumber(Number(value), field.format) : Number(value);
  const text = String(value);
  // A cell starting with = + - @ would run as a formula when the file is opened in a spreadsheet.
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** The fields an export holds, in the model's order: no internal ids, nothing declared `exported: false`. */
export function exportedFields(model: TableModel): Array<[string, TableField]> {
  return Object.entries(model.fields).filter(([name, field]) => field.exported ?? !(name === 'id' || /[a-z]Id$/.test(name)));
}

/** The rows as CSV, a header of the model's labels first, with a BOM so Excel reads UTF-8. */
export function toCsv(model: TableModel, rows: readonly Record<string, unknown>[]): string {
  const fields = exportedFields(model);
  return stringify(
    rows.map((row) => fields.map(([name, field]) => shown(field, row[name]))),
    { bom: true, header: true, columns: fields.map(([, field]) => field.label) },
  );
}

/** Widest a column is made, in characters; longer text wraps out of view as in any sheet. */
const MAX_WIDTH = 60;

/** Characters a cell shows: money as `$12,345.60`, a date as `01/05/2026`. */
function shownLength(field: TableField, value: unknown): number {
  if (value === null || value === undefined) return 0;
  return String(shown(field, value)).length;
}

/**
 * The rows as an XLSX workbook of one sheet: dates are real date cells, money is a number in a
 * currency format, and each column is as wide as its header or its widest value.
 */
export function toXlsx(model: TableModel, rows: readonly Record<string, unknown>[]): Uint8Array {
  const fields = exportedFields(model);
  const columns = fields.map(([name, field]) => ({
    header: field.label,
    width: Math.min(
      MAX_WIDTH,
      rows.reduce((widest, row) => Math.max(widest, shownLength(field, row[name])), Math.max(8, field.label.length)) + 2,
    ),
    ...(field.type === 'date' ? { format: 'date' as const } : field.format === 'money' ? { format: 'money' as const } : {}),
  }));
  const cells = rows.map((row) =>
    fields.map(([name, field]): XlsxCell => {
      const value = row[name];
      if (field.type === 'date' && typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return new Date(`${value}T00:00:00Z`);
      if (field.type === 'text') return value === null || value === undefined ? null : String(value);
      // Money stays a number under the sheet's currency format; strength and percent are text as shown.
      if (field.type === 'number' && field.format === 'money') return value === null || value === undefined ? null : Number(value);
      return shown(field, value);
    }),
  );
  return writeXlsx(model.name, columns, cells);
}

/**
 * Every row matching the request's filters and search, in its order, as a file: no paging,
 * at most `MAX_EXPORT_ROWS` rows, columns labelled as the model labels them.
 */
export async function exportTable(
  db: AnyDatabase,
  model: TableModel,
  params: TableParams,
  format: ExportFormat,
  restrict?: TableRestriction,
): Promise<TableExport> {
  const all = { ...params, limit: MAX_EXPORT_ROWS + 1, offset: 0, count: false };
  const { rows } = await runTableQuery(db, model, all, restrict);
  const truncated = rows.length > MAX_EXPORT_ROWS;
  const kept = truncated ? rows.slice(0, MAX_EXPORT_ROWS) : rows;
  return {
    body: format === 'csv' ? toCsv(model, kept) : toXlsx(model, kept),
    contentType: CONTENT_TYPES[format],
    filename: `${model.name}.${format}`,
    truncated,
  };
}
