import * as z from 'zod/mini';
import { preprocess } from './zod-mini.ts';

/** The largest value an `integer` column holds: a larger id can name no record. */
export const MAX_INTEGER = 2_147_483_647;

/**
 * A record id from a JSON number or digits: a whole number from 1 up to the column's range. An
 * id beyond it is refused with the message before the database is asked (which would fail).
 * @example recordId('Invalid id').parse('12') // 12
 */
export function recordId(message: string) {
  return preprocess(
    (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
    z.int({ error: message }).check(z.positive(message), z.maximum(MAX_INTEGER, message)),
  );
}

/** A record's id in a path or a body: a whole number from 1 to the column's range. */
export const idSchema = recordId('Invalid id');

/** The path parameters of a route on one record: `/api/<things>/:id{[0-9]+}`. */
export const idParams = z.object({ id: idSchema });

/** A route path's id segment: digits only, so fixed paths beside it (`/me`, `/search`) stay their own. */
export const ID = ':id{[0-9]+}';
