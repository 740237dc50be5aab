import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { DatabaseUnavailableError, PortalError, RateLimitError } from '../errors.ts';
import { isDatabaseOutage } from '../db/outage.ts';
import type { Logger } from '../log.ts';
import { inputRefusal } from '../db/db-errors.ts';
import type { AppEnv } from './env.ts';

export interface ErrorPageRenderer {
  (c: Context, status: number, message: string): Response | Promise<Response>;
}

/** Whether a request wants a page rather than JSON: a browser's GET outside the API. */
export function wantsPage(c: Context): boolean {
  const path = c.req.path;
  return (
    c.req.method === 'GET' &&
    !path.startsWith('/api/') &&
    !path.startsWith('/auth/') &&
    (c.req.header('accept') ?? '').includes('text/html')
  );
}

/**
 * Maps every error to a response, once, for the whole app: a typed error to its status and
 * message; anything else to a 500 whose details go to the log, never to the client.
 */
export function createErrorHandler(log: Logger, renderErrorPage: ErrorPageRenderer) {
  return async function handleError(error: Error, c: Context): Promise<Response> {
    let status: number;
    let body: Record<string, unknown>;
    const refusal = inputRefusal(error);
    if (refusal) {
      // Answered as the input's fault, and logged: a check before the database is missing.
      log.warning(`${c.req.method} ${c.req.path}: the database refused a value`, { error: String(error) });
      error = refusal;
    } else if (!(error instanceof PortalError) && isDatabaseOutage(error)) {
      // Not the request's fault nor a bug: the database is restarting or failing over, and a retry will do.
      error = new DatabaseUnavailableError(undefined, undefined, { cause: error });
    }
    if (error instanceof PortalError) {
      status = error.status;
      body = { status: 'error', error: error.message, ...error.body() };
      if ((error instanceof RateLimitError || error instanceof DatabaseUnavailableError) && error.retryAfterSeconds) {
        c.header('Retry-After', String(error.retryAfterSeconds));
      }
      // A typed 5xx (an outside service down) is the lab's problem, not the caller's: log it.
      if (status >= 500) log.error(`${c.req.method} ${c.req.path} failed: ${error.message}`, { error });
    } else if (error instanceof HTTPException && error.status < 500) {
      status = error.status;
      body = { status: 'error', error: error.message || 'Bad request' };
    } else {
      status = 500;
      body = { status: 'error', error: 'Something went wrong on our side. Please try again.' };
      log.error(`${c.req.method} ${c.req.path} failed`, { error });
    }
    // A body refused unread stays on the connection, where it would be read as the next request: close it.
    if (status === 413) c.header('Connection', 'close');
    if (wantsPage(c)) return renderErrorPage(c, status, String(body.error));
    // A failure on the lab's side has log lines to find: its answer names the request. Every answer has the header.
    return c.json(status >= 500 ? withRequestId(c, body) : body, status as ContentfulStatusCode);
  };
}

/** An error body naming the request, so a user's report can be matched to the log lines. */
function withRequestId(c: Context, body: Record<string, unknown>): Record<string, unknown> {
  const requestId = (c as Context<AppEnv>).get('requestId');
  return requestId === undefined ? body : { ...body, requestId };
}
