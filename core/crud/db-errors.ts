import { ConflictError, InputError } from '../errors.ts';

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
