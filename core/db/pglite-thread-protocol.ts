/** The messages between the portal and the embedded database's thread. */
export type ThreadRequest =
  | { id: number; op: 'query'; sql: string; params: unknown[] }
  | { id: number; op: 'dump' }
  | { id: number; op: 'close' };

export type ThreadReply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: ErrorFields };

/**
 * The thread's first word: open, or why not. Tagged, because a loader the thread registers may
 * post messages of its own on the same port (tsx does, on Node 26).
 */
export type ThreadStart = { pgliteThread: 'ready' } | { pgliteThread: 'failed'; error: ErrorFields };

export const isThreadStart = (message: unknown): message is ThreadStart =>
  typeof message === 'object' && message !== null && 'pgliteThread' in message;

export const isThreadReply = (message: unknown): message is ThreadReply =>
  typeof message === 'object' && message !== null && typeof (message as { id?: unknown }).id === 'number' && 'ok' in message;

/** An error as it crosses threads: its message and the fields PostgreSQL sets (`code`, `constraint`, …). */
export type ErrorFields = Record<string, unknown> & { message: string };

/**
 * A thread's clone of an Error keeps only its message and stack, while the portal reads the
 * SQLSTATE `code` and the `constraint` of a failed query: the own fields go across by hand.
 */
export function errorFields(error: unknown): ErrorFields {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: ErrorFields = { message: error.message, name: error.name };
  for (const [key, value] of Object.entries(error)) {
    if (value === undefined || typeof value === 'function' || (typeof value === 'object' && value !== null)) continue;
    fields[key] = value;
  }
  return fields;
}

/** The error again on the portal's side, with the fields it crossed with. */
export function errorFrom(fields: ErrorFields): Error {
  const { message, name, ...rest } = fields;
  const error = new Error(message);
  if (typeof name === 'string') error.name = name;
  return Object.assign(error, rest);
}
