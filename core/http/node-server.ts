import type { ServerOptions } from 'node:http';

/**
 * How long a client gets to send a whole request, headers and body. A body that trickles in (a
 * byte every few seconds) would otherwise hold a connection and a request's memory for as long
 * as it likes; past this Node answers 408 and closes the connection. A minute carries a 16 MB
 * upload at about 2.2 Mbit/s.
 */
export const REQUEST_TIMEOUT_MS = 60_000;
/** The request line and headers come first, and quickly. */
export const HEADERS_TIMEOUT_MS = 20_000;

/**
 * Node's server options with those limits (decision 171), for `serve({ ..., serverOptions })`.
 * Node checks every second for requests past them, so a slow one is cut within a second of its limit.
 * @example serve({ fetch: portal.app.fetch, port, hostname, serverOptions: nodeServerOptions() })
 */
export function nodeServerOptions(requestTimeoutMs = REQUEST_TIMEOUT_MS): ServerOptions {
  return {
    requestTimeout: requestTimeoutMs,
    headersTimeout: Math.min(HEADERS_TIMEOUT_MS, requestTimeoutMs),
    connectionsCheckingInterval: 1_000,
  };
}
