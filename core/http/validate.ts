import type { Context } from 'hono';
import type { z } from 'zod';
import { hasNul, NUL_IN_TEXT } from '../crud/fields.ts';
import { InputError } from '../errors.ts';

/** Turns zod's issues into one message per field (the first issue of each field wins). */
export function fieldMessages(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.join('.') : '_';
    fields[field] ??= issue.message;
  }
  return fields;
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
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const nul = nulPath(value);
  if (nul !== undefined) throw new InputError(NUL_IN_TEXT, { [nul]: NUL_IN_TEXT });
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields = fieldMessages(result.error);
  const first = Object.values(fields)[0] ?? 'Invalid input';
  throw new InputError(Object.keys(fields).length === 1 ? first : 'Please correct the highlighted fields', fields);
}

/** The request's JSON body, checked by the schema. A body that is not JSON is a 400 too. */
export async function parseJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new InputError('The request body must be JSON');
  }
  return parseInput(schema, body);
}

/** The query string, checked by the schema. */
export function parseQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  return parseInput(schema, c.req.query());
}

/** A route parameter, checked by the schema. */
export function parseParams<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  return parseInput(schema, c.req.param());
}
