import type { Context } from 'hono';
import type { z } from 'zod';
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

/** Parses a value with a schema, or throws a 400 naming each bad field. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
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
