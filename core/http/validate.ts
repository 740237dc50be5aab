import type { Context } from 'hono';
import { safeParse } from 'zod/mini';
import type { z } from 'zod/mini';
import { hasNul, NUL_IN_TEXT } from './nul-text.ts';
import { InputError } from '../errors.ts';
import { fieldMessages } from '../../shared/field-messages.ts';

/** The portal's 400 for a failed parse: the message of the one bad field, or a summary and each field's message. */
export function inputErrorOf(error: z.core.$ZodError): InputError {
  const fields = fieldMessages(error);
  const first = Object.values(fields)[0] ?? 'Invalid input';
  return new InputError(Object.keys(fields).length === 1 ? first : 'Please correct the highlighted fields', fields, { cause: error });
}

/**
 * Where the first text holding U+0000 is, in a request's value (names and values alike): PostgreSQL
 * cannot store it, so it is refused for every route at once, before any schema.
 */
export function nulPath(value: unknown, path: readonly string[] = []): string | undefined {
  if (typeof value === 'string') return hasNul(value) ? path.join('.') || '_' : undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (hasNul(key)) return [...path, key.replaceAll('\u0000', '')].join('.');
    const found = nulPath(item, [...path, key]);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** Parses a value with a schema, or throws a 400 naming each bad field. */
export function parseInput<S extends z.core.$ZodType>(schema: S, value: unknown): z.output<S> {
  refuseNul(value);
  const result = safeParse(schema, value);
  if (result.success) return result.data;
  throw inputErrorOf(result.error);
}

/**
 * The hook every `@hono/zod-validator` of the portal runs: a failed parse becomes the portal's
 * 400 (`{ status: 'error', error, fields }`, with the spec's field messages from the schema).
 */
export function rejectInvalid(result: { success: true } | { success: false; error: z.core.$ZodError }, _c: Context): void {
  if (!result.success) throw inputErrorOf(result.error);
}

/** Throws the portal's 400 when a request's value holds U+0000 anywhere. */
export function refuseNul(value: unknown): void {
  const nul = nulPath(value);
  if (nul !== undefined) throw new InputError(NUL_IN_TEXT, { [nul]: NUL_IN_TEXT });
}
