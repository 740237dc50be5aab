import { ConflictError, InputError, type PortalError } from '../errors.ts';
import { NUL_IN_TEXT } from '../http/nul-text.ts';

/** PostgreSQL's SQLSTATE codes the reference-data writes turn into answers a person can act on. */
export const PG_UNIQUE_VIOLATION = '23505';
export const PG_FOREIGN_KEY_VIOLATION = '23503';

/** The SQLSTATE of a failed query, from `pg` and from PGlite alike (both set `code`). */
export function sqlState(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** The answers a write's constraint errors become; a missing message leaves that error as it is. */
export interface ConstraintAnswers {
  /** A unique key already taken (two saves at once slipped past the check). */
  duplicate?: string;
  /** On save: a referenced record (a company, say) that does not exist. */
  missing?: { field: string; message: string };
  /** On delete: other records still name this one. */
  inUse?: string;
}

/**
 * Turns PostgreSQL's unique and foreign-key violations into errors a person can act on: 409 for
 * a duplicate or a record still in use, 400 on the field for a reference that does not exist.
 * @example catch (error) { throw constraintError(error, 'delete', { inUse: 'This inspector is on pickups' }); }
 */
export function constraintError(error: unknown, action: 'save' | 'delete', answers: ConstraintAnswers): unknown {
  const state = sqlState(error);
  if (state === PG_UNIQUE_VIOLATION && answers.duplicate) return new ConflictError(answers.duplicate);
  if (state === PG_FOREIGN_KEY_VIOLATION && action === 'save' && answers.missing) {
    return new InputError(answers.missing.message, { [answers.missing.field]: answers.missing.message });
  }
  if (state === PG_FOREIGN_KEY_VIOLATION && action === 'delete' && answers.inUse) return new ConflictError(answers.inUse);
  return error;
}

/**
 * What PostgreSQL says about a value it cannot store or compare, as the 400 a person can act
 * on. Each has a check before the database in the field builders and the table parameters; this
 * is the net for a value that slips past them, so that no input is ever a 500.
 */
const INPUT_REFUSALS: Record<string, string> = {
  // U+0000 in text or JSON: text columns cannot hold it.
  '22P05': NUL_IN_TEXT,
  '22021': NUL_IN_TEXT,
  '22003': 'A number is out of range',
  '22P02': 'A value is not valid',
  '22008': 'A date is out of range',
  '22007': 'A date or time is not valid',
  '22025': 'A search pattern must not end with a backslash',
  '22001': 'A text is too long',
  // An index entry over its size limit: a text far longer than any field takes.
  '54000': 'A text is too long',
};

/** A database refusal of the input as a typed error, or undefined for any other failure. */
export function inputRefusal(error: unknown): PortalError | undefined {
  const state = sqlState(error);
  if (state === undefined) return undefined;
  const message = INPUT_REFUSALS[state];
  if (message) return new InputError(message);
  if (state === PG_UNIQUE_VIOLATION) return new ConflictError('This record already exists. Please reload and try again.');
  return undefined;
}
