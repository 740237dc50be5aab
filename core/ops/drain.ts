import type { Server, ServerResponse } from 'node:http';

/** Resolves after the event loop has polled for I/O at least once more. */
function afterOnePoll(): Promise<void> {
  return new Promise((resolve) => setImmediate(() => setImmediate(resolve)));
}

/**
 * How a Node HTTP server stops without dropping a request (decision 213): call it when
 * the server is created, and `stop()` on SIGTERM.
 *
 * A plain `server.close()` closes every connection with no request started, and that includes a
 * connection accepted while the event loop was busy whose request still waits, unread, in the
 * socket: under load those clients got their connection closed unanswered. So `stop()` first
 * lets the event loop poll once more (accepting what is queued and reading what has arrived),
 * then stops listening and closes the connections that are truly idle. Every answer from then
 * on says `Connection: close`; connections still busy after `graceMs` are cut.
 */
export function drainOnStop(server: Server): { stop(graceMs: number): Promise<void> } {
  const inFlight = new Set<ServerResponse>();
  let draining = false;
  server.on('request', (_request, response: ServerResponse) => {
    if (draining) response.shouldKeepAlive = false;
    inFlight.add(response);
    response.once('close', () => {
      inFlight.delete(response);
      // A response that went out before the drain kept its connection open: close it now it is idle.
      if (draining) setImmediate(() => server.closeIdleConnections());
    });
  });
  return {
    async stop(graceMs) {
      draining = true;
      for (const response of inFlight) if (!response.headersSent) response.shouldKeepAlive = false;
      await afterOnePoll();
      await new Promise<void>((resolve) => {
        const cut = setTimeout(() => server.closeAllConnections(), graceMs);
        server.close(() => {
          clearTimeout(cut);
          resolve();
        });
      });
    },
  };
}
