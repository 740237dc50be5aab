import { parse } from 'csv-parse/sync';

/** How much one import may hold: a machine's export of a day or a week of breaks. */
export const IMPORT_LIMITS = { bytes: 512 * 1024, rows: 500 } as const;

export const CSV_MESSAGE = {
  empty: 'The file has no header line and no rows',
  tooManyRows: `The file holds more than ${IMPORT_LIMITS.rows} rows: import it in parts`,
  unreadable: (reason: string) => `The file is not a CSV file this portal can read: ${reason}`,
  duplicateHeader: (header: string) => `The file has two columns named "${header}"`,
} as const;

/** A machine's export: its header line and its rows, each with the line it starts on. */
export interface MachineCsv {
  headers: string[];
  rows: Array<{ line: number; cells: Record<string, string> }>;
}

/** Thrown with the message shown under the file input. */
export class CsvError extends Error {}

/**
 * Reads a compression machine's CSV export: a header line, then one break a row. Commas,
 * semicolons or tabs separate the cells (machines differ); a byte-order mark, blank lines and
 * spaces around cells are ignored.
 * @example readMachineCsv('Specimen ID,Max Load (lbf)\n1042-1-1,52000\n') // { headers: [...], rows: [{ line: 2, cells: { 'Specimen ID': '1042-1-1', ... } }] }
 */
export function readMachineCsv(text: string): MachineCsv {
  let records: Array<{ record: string[]; info: { lines: number } }>;
  try {
    records = parse(text, {
      bom: true,
      delimiter: [',', ';', '\t'],
      skip_empty_lines: true,
      relax_column_count: true,
      trim: true,
      info: true,
    }) as unknown as Array<{ record: string[]; info: { lines: number } }>;
  } catch (error) {
    throw new CsvError(CSV_MESSAGE.unreadable(error instanceof Error ? error.message : String(error)));
  }
  const [head, ...body] = records;
  if (!head) throw new CsvError(CSV_MESSAGE.empty);
  if (body.length > IMPORT_LIMITS.rows) throw new CsvError(CSV_MESSAGE.tooManyRows);
  const headers = head.record;
  const seen = new Set<string>();
  for (const header of headers) {
    if (header && seen.has(header)) throw new CsvError(CSV_MESSAGE.duplicateHeader(header));
    seen.add(header);
  }
  return {
    headers: headers.filter(Boolean),
    rows: body.map(({ record, info }) => ({
      line: info.lines,
      cells: Object.fromEntries(headers.map((header, index) => [header, record[index] ?? ''] as const).filter(([header]) => header)),
    })),
  };
}
