import type { Kysely } from 'kysely';
import type { Actor } from '../../../core/auth/actor.ts';
import { ConflictError, InputError, PortalError } from '../../../core/errors.ts';
import { pickupsForBreaks, type NumberedSpecimen } from '../../pickups/index.ts';
import { recordFirstResult, type BreaksDeps } from '../breaks.service.ts';
import type { BreaksDatabase, TestResultStatus } from '../breaks.table.ts';
import { CsvError, readMachineCsv, type MachineCsv } from './csv.ts';
import { importRows, missingColumns, type ImportRow } from './rows.ts';
import type { ImportConfirmInput, ImportPreviewInput } from './schema.ts';

type Db = Kysely<BreaksDatabase>;

export const IMPORT_ANSWER = {
  noSpecimen: 'No specimen of a received pickup has this number',
  stale: 'The results would differ from the preview (a result was entered or a requirement changed since): preview the file again',
  correctMapping: 'Please correct the highlighted fields',
  recorded: (count: number) => `${count} test result${count === 1 ? '' : 's'} recorded`,
} as const;

/** A row that becomes a result: what it would record, as the server judges it. */
export interface MatchedRow {
  line: number;
  specimenId: number;
  specimenNum: string;
  pickupNumber: number;
  companyName: string;
  results: Record<string, unknown>;
  status: TestResultStatus;
  calculatedPsi: number | null;
  warning?: string;
  testResultId?: number;
}

/** A row that does not: why, in words a technician can act on. */
export interface UnmatchedRow {
  line: number;
  specimenNum: string;
  reason: string;
}

export interface ImportOutcome {
  headers: string[];
  matched: MatchedRow[];
  unmatched: UnmatchedRow[];
}

/** The file, read; a file that cannot be read is the 400 on the file input. */
export function readImportFile(text: string): MachineCsv {
  try {
    return readMachineCsv(text);
  } catch (error) {
    if (error instanceof CsvError) throw new InputError(error.message, { csv: error.message }, { cause: error });
    throw error;
  }
}

/** The reason a refused row gives: its field messages, else the refusal's message. */
function reasonOf(error: PortalError): string {
  const fields = error instanceof InputError && error.fields ? Object.values(error.fields) : [];
  return fields.length > 0 ? [...new Set(fields)].join('; ') : error.message;
}

/** The received specimens with these numbers, by number. */
async function specimensByNumber(db: Db, numbers: readonly string[]): Promise<Map<string, NumberedSpecimen>> {
  const rows = await pickupsForBreaks.receivedSpecimensByNumber(db, numbers);
  return new Map(rows.map((row) => [row.specimenNum, row]));
}

/**
 * Records each row as the first result of its specimen, in file order inside one transaction,
 * exactly as the break form would (so a failed row pauses its set for the rows after it). A row
 * the rules refuse is listed with why; nothing is written for it.
 */
async function recordRows(deps: BreaksDeps, trx: Db, actor: Actor, rows: ImportRow[], testsComplete: boolean) {
  const specimens = await specimensByNumber(
    trx,
    rows.filter((row) => !row.problem).map((row) => row.specimenNum),
  );
  const matched: MatchedRow[] = [];
  const unmatched: UnmatchedRow[] = [];
  for (const row of rows) {
    const specimen = specimens.get(row.specimenNum);
    const refuse = (reason: string) => unmatched.push({ line: row.line, specimenNum: row.specimenNum, reason });
    if (row.problem) refuse(row.problem);
    else if (specimen === undefined) refuse(IMPORT_ANSWER.noSpecimen);
    else {
      try {
        const input = { specimenId: specimen.id, results: { ...row.results, testsComplete } };
        const saved = await recordFirstResult(deps, trx, actor, input, { machineReading: true });
        matched.push({
          line: row.line,
          specimenId: specimen.id,
          specimenNum: row.specimenNum,
          pickupNumber: specimen.pickupNumber,
          companyName: specimen.companyName,
          results: saved.testResult.results,
          status: saved.testResult.status,
          calculatedPsi: saved.testResult.calculatedPsi,
          testResultId: saved.testResult.id,
          ...(saved.warning && { warning: saved.warning }),
        });
      } catch (error) {
        // The rules refuse before they write, so the transaction goes on with the next row.
        if (!(error instanceof PortalError) || error.status >= 500) throw error;
        refuse(reasonOf(error));
      }
    }
  }
  return { matched, unmatched };
}

function rowsOf(input: ImportPreviewInput): { csv: MachineCsv; rows: ImportRow[] } {
  const csv = readImportFile(input.csv);
  const missing = missingColumns(csv, input.columns);
  if (Object.keys(missing).length > 0) throw new InputError(IMPORT_ANSWER.correctMapping, missing);
  return { csv, rows: importRows(csv, input.columns) };
}

/** Ends the preview's transaction without keeping anything. */
class PreviewDone extends Error {
  constructor(readonly outcome: ImportOutcome) {
    super('preview');
  }
}

/**
 * The preview: every row recorded as the import would, then rolled back, so what it shows (the
 * computed psi, Passed or Failed, a set paused by an earlier row) is exactly what confirming
 * records. Nothing is kept, no mail leaves.
 */
export async function previewImport(deps: BreaksDeps, actor: Actor, input: ImportPreviewInput): Promise<ImportOutcome> {
  const { csv, rows } = rowsOf(input);
  try {
    await deps.db.transaction().execute(async (trx) => {
      const outcome = await recordRows(deps, trx, actor, rows, input.testsComplete);
      throw new PreviewDone({
        headers: csv.headers,
        unmatched: outcome.unmatched,
        matched: outcome.matched.map(({ testResultId: _notKept, ...row }) => row),
      });
    });
  } catch (error) {
    if (error instanceof PreviewDone) return error.outcome;
    throw error;
  }
  throw new Error('the preview transaction ended without its outcome');
}

const sameAsPreview = (matched: readonly MatchedRow[], expected: ImportConfirmInput['expected']) =>
  matched.length === expected.length &&
  matched.every((row) => expected.some((item) => item.specimenId === row.specimenId && item.status === row.status));

/**
 * Records the previewed file in one transaction: all its matched rows or, when anything differs
 * from the preview the technician confirmed, none (409).
 */
export async function confirmImport(deps: BreaksDeps, actor: Actor, input: ImportConfirmInput): Promise<ImportOutcome> {
  const { csv, rows } = rowsOf(input);
  return deps.db.transaction().execute(async (trx) => {
    const outcome = await recordRows(deps, trx, actor, rows, input.testsComplete);
    if (!sameAsPreview(outcome.matched, input.expected)) throw new ConflictError(IMPORT_ANSWER.stale);
    return { headers: csv.headers, ...outcome };
  });
}
