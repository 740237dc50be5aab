import { AsyncLocalStorage } from 'node:async_hooks';

/** What every log line written while serving a request carries. */
export interface RequestContext {
  requestId: string;
}

/**
 * The request being served, for code that has no Hono context (services, the logger). Node and
 * Deno both keep it across awaits.
 */
export const requestContext = new AsyncLocalStorage<RequestContext>();

/** The id of the request being served, if any. */
export function currentRequestId(): string | undefined {
  return requestContext.getStore()?.requestId;
}
