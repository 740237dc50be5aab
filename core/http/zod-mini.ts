import * as z from 'zod/mini';

/**
 * Two helpers for the schemas written with `zod/mini` (those the browser parses, decision 195):
 * full zod's `preprocess` and `.default()`, which mini offers under other names.
 */

/** Adds a field message from inside a `preprocess` reader. */
export type AddIssue = (message: string) => void;

/**
 * Full zod's `preprocess` for schemas written with `zod/mini` (shared with the browser): `read`
 * sees the raw value, a missing key too, and may add messages; `schema` checks what it returns.
 * @example preprocess((value) => (value === '' ? null : value), z.nullable(z.string()))
 */
export function preprocess<S extends z.core.$ZodType<unknown, unknown>>(
  read: (value: unknown, addIssue: AddIssue) => unknown,
  schema: S,
): z.ZodMiniPipe<z.ZodMiniTransform<unknown, unknown>, S> {
  return z.pipe<z.ZodMiniTransform<unknown, unknown>, S>(
    z.transform((value: unknown, payload) =>
      read(value, (message) => {
        payload.issues.push({ code: 'custom', message, input: value });
      }),
    ),
    schema,
  );
}

/**
 * Full zod's `.default(value)`: a missing value (undefined) reads as `value`.
 * @example withDefault(z.string(), '')
 */
export const withDefault = z._default; // eslint-disable-line no-underscore-dangle -- mini's name for it
