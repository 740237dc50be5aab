/**
 * `vlookup(x, table, column, mode)` over a lookup table: a list of rows whose first column is
 * the key. Modes: "exact", "floor" (largest key ≤ x, the default, as Excel's approximate
 * match), "interpolate" (linear between neighbouring keys, clamped at the ends) and "nearest"
 * (the row whose key is closest to x, the lower on a tie: a template's explicit choice to judge
 * an age its table does not cover by the nearest covered one, decision 175).
 */
import { FunctionError } from '../errors.ts';
import { describe, finite, isEmpty, numericValue } from '../values.ts';
import { looseEqual } from './equality.ts';
import { numberArgument } from './rounding.ts';
import { eager } from './types.ts';

type Mode = 'exact' | 'floor' | 'interpolate' | 'nearest';
type Row = readonly unknown[];
interface NumericRow {
  key: number;
  row: Row;
}

interface PreparedTable {
  rows: readonly Row[];
  sorted: readonly NumericRow[];
  width: number;
}

// Tables are reused across evaluations (a template's tables, constant list literals), so the
// checked and sorted form is kept per table object and dropped with it.
const prepared = new WeakMap<readonly unknown[], PreparedTable>();

function prepare(table: unknown): PreparedTable {
  if (!Array.isArray(table)) throw new FunctionError(`vlookup: the table must be a list of rows, not ${describe(table)}`);
  const cached = prepared.get(table);
  if (cached !== undefined) return cached;
  for (const row of table) {
    if (!Array.isArray(row)) throw new FunctionError('vlookup: every row of the table must be a list, e.g. [[1.0, 0.87], [1.25, 0.93]]');
  }
  const rows = table as readonly Row[];
  const sorted = rows
    .map((row) => ({ key: numericValue(row[0]), row }))
    .filter((entry): entry is NumericRow => entry.key !== null)
    .sort((a, b) => a.key - b.key);
  const result = { rows, sorted, width: rows.reduce((widest, row) => Math.max(widest, row.length), 0) };
  prepared.set(table, result);
  return result;
}

function modeArgument(value: unknown): Mode {
  // Excel's range_lookup: FALSE asks for an exact match, TRUE for the approximate one.
  if (value === false) return 'exact';
  if (value === true || isEmpty(value)) return 'floor';
  const mode = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (mode === 'exact' || mode === 'floor' || mode === 'interpolate' || mode === 'nearest') return mode;
  throw new FunctionError(`vlookup: the mode must be "exact", "floor", "interpolate" or "nearest", not ${describe(value)}`);
}

function cell(row: Row, index: number): unknown {
  return row[index] ?? null;
}

function floorLookup(rows: readonly NumericRow[], x: number, index: number): unknown {
  let found: NumericRow | undefined;
  for (const entry of rows) {
    if (entry.key > x + 1e-9) break;
    found = entry;
  }
  return found === undefined ? null : cell(found.row, index);
}

function nearestLookup(rows: readonly NumericRow[], x: number, index: number): unknown {
  let found: NumericRow | undefined;
  for (const entry of rows) if (found === undefined || Math.abs(entry.key - x) < Math.abs(found.key - x) - 1e-9) found = entry;
  return found === undefined ? null : cell(found.row, index);
}

function interpolate(rows: readonly NumericRow[], x: number, index: number): unknown {
  const first = rows[0];
  const last = rows[rows.length - 1];
  if (first === undefined || last === undefined) return null;
  if (x <= first.key) return cell(first.row, index);
  if (x >= last.key) return cell(last.row, index);
  for (let i = 1; i < rows.length; i += 1) {
    const upper = rows[i] as NumericRow;
    if (x > upper.key) continue;
    const lower = rows[i - 1] as NumericRow;
    const low = numericValue(cell(lower.row, index));
    const high = numericValue(cell(upper.row, index));
    if (low === null || high === null) return null;
    if (x === upper.key) return high;
    return finite(low + ((x - lower.key) * (high - low)) / (upper.key - lower.key));
  }
  return null;
}

export const vlookup = eager(2, 4, ([x, table, column, mode]) => {
  const { rows, sorted, width } = prepare(table);
  const columnNumber = numberArgument(column, 'vlookup', 'the column') ?? 2;
  const index = Math.trunc(columnNumber) - 1;
  if (index < 0 || (rows.length > 0 && index >= width)) {
    throw new FunctionError(`vlookup: column ${columnNumber} is outside the table's ${width} columns`);
  }
  const how = modeArgument(mode);
  if (isEmpty(x)) return null;
  if (how === 'exact') {
    const match = rows.find((row) => looseEqual(row[0], x));
    return match === undefined ? null : cell(match, index);
  }
  const key = numericValue(x);
  if (key === null) return null;
  if (how === 'nearest') return nearestLookup(sorted, key, index);
  return how === 'floor' ? floorLookup(sorted, key, index) : interpolate(sorted, key, index);
});
