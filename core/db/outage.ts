import { sqlState } from './db-errors.ts';

/** Node's codes for a connection that could not be made or was cut. */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** What `pg` says when a connection ends or cannot be had, without a SQLSTATE. */
const CONNECTION_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection refused/i;

/**
 * Whether a failure is the database being out of reach (stopped, restarting, failing over)
 * rather than a bug: SQLSTATE class 08 (connection exception), 57P01-57P03 (shut down, crashed,
 * cannot connect now), a socket error, or `pg`'s own words for a lost connection. Looks through
 * `cause` too, as drivers wrap errors.
 */
export function isDatabaseOutage(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth += 1) {
    const code = sqlState(current);
    if (code !== undefined && (code.startsWith('08') || /^57P0[123]$/.test(code) || CONNECTION_CODES.has(code))) return true;
    if (CONNECTION_MESSAGES.test(current.message)) return true;
  }
  return false;
}
