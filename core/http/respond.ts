import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * The success envelope of the API: `{ status: 'ok', ...data }`.
 * @example return ok(c, { customer }, 201);
 */
export function ok(c: Context, data: Record<string, unknown> = {}, status: ContentfulStatusCode = 200) {
  return c.json({ status: 'ok', ...data }, status);
}
