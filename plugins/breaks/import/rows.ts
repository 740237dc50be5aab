import { fromDisplayDate, isIsoDate } from '../../../shared/dates.ts';
import { normaliseTime } from '../rules/time.ts';
import type { MachineCsv } from './csv.ts';

/**
 * Where a machine's columns go: `specimenNum` (required), `testDate` and `time`, and any field of
 * the template by its name (`load`, `fractureType`, `diameter1`...), each naming a header.
 */
export type ColumnMapping = Record<string, string>;

/** The mapping targets that are not template fields. */
export const IMPORT_TARGETS = [
  { name: 'specimenNum', label: 'Specimen #' },
  { name: 'testDate', label: 'Test Date' },
  { name: 'time', label: 'Time' },
] as const;

export const ROW_MESSAGE = {
  noSpecimen: 'No specimen number',
  duplicate: (line: number) => `The same specimen number is on line ${line}: only the first is imported`,
  date: 'Test date is not a date (YYYY-MM-DD or MM/DD/YYYY)',
  time: 'Time is not a time such as 9:30 AM or 14:30',
} as const;

/** One row of the file, ready to be judged as a result of its specimen (or why it cannot be). */
export interface ImportRow {
  line: number;
  specimenNum: string;
  /** The break form's `results`: the mapped fields, testDate and time as the form sends them. */
  results: Record<string, string>;
  problem?: string;
}

/** A date cell: YYYY-MM-DD or MM/DD/YYYY, optionally followed by a time ('2026-11-24 14:32'). */
function splitDateCell(cell: string): { date: string | null; time?: string } {
  const [datePart = '', ...rest] = cell.trim().split(/[ T]+/);
  const date = isIsoDate(datePart) ? datePart : fromDisplayDate(datePart);
  return rest.length > 0 ? { date, time: rest.join(' ') } : { date };
}

/** A machine's time, 12- or 24-hour, with or without seconds, as the form's h:mm AM/PM. */
function machineTime(cell: string): string | null {
  return normaliseTime(cell.replace(/^(\s*\d{1,2}:\d{2}):\d{2}(\.\d+)?/, '$1'));
}

/**
 * The file's rows as results to judge: each mapped column's cell under its target, empty cells
 * left out (so a required field says so), the test date and time read as a machine writes them.
 * A row whose specimen number came before keeps only the first; nothing is dropped silently.
 * @example importRows(csv, { specimenNum: 'Specimen ID', load: 'Max Load (lbf)' })
 *   // [{ line: 2, specimenNum: '1042-1-1', results: { load: '52000' } }]
 */
export function importRows(csv: MachineCsv, mapping: ColumnMapping): ImportRow[] {
  const firstLine = new Map<string, number>();
  return csv.rows.map(({ line, cells }) => {
    const specimenNum = (cells[mapping.specimenNum ?? ''] ?? '').trim();
    const results: Record<string, string> = {};
    for (const [target, header] of Object.entries(mapping)) {
      const cell = (cells[header] ?? '').trim();
      if (target !== 'specimenNum' && cell) results[target] = cell;
    }
    const row: ImportRow = { line, specimenNum, results };
    if (!specimenNum) return { ...row, problem: ROW_MESSAGE.noSpecimen };
    const earlier = firstLine.get(specimenNum);
    if (earlier !== undefined) return { ...row, problem: ROW_MESSAGE.duplicate(earlier) };
    firstLine.set(specimenNum, line);
    if (results.testDate) {
      const { date, time } = splitDateCell(results.testDate);
      if (date === null) return { ...row, problem: ROW_MESSAGE.date };
      results.testDate = date;
      if (time && !results.time) results.time = time;
    }
    if (results.time) {
      const time = machineTime(results.time);
      if (time === null) return { ...row, problem: ROW_MESSAGE.time };
      results.time = time;
    }
    return row;
  });
}

/** The mapped headers the file does not have, by target: the mapping was made for another export. */
export function missingColumns(csv: MachineCsv, mapping: ColumnMapping): Record<string, string> {
  const headers = new Set(csv.headers);
  return Object.fromEntries(
    Object.entries(mapping)
      .filter(([, header]) => !headers.has(header))
      .map(([target, header]) => [`columns.${target}`, `The file has no column "${header}"`]),
  );
}
