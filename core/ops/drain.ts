import type { Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/** How long a connection accepted before the stop may take to send its request (a busy event loop reads it late). */
const SETTLE_MS = 2_000;

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
 * and waits (a little, within the grace) for the connections it accepted to send their request,
 * then stops listening and closes the connections that are truly idle. Every answer from then
 * on says `Connection: close`; connections still busy after `graceMs` are cut.
 */
export function drainOnStop(server: Server): { stop(graceMs: number): Promise<void> } {
  const inFlight = new Set<ServerResponse>();
  // Connections accepted whose first request has not been read yet.
  const fresh = new Set<Socket>();
  let draining = false;
  server.on('connection', (socket: Socket) => {
    fresh.add(socket);
    socket.once('close', () => fresh.delete(socket));
  });
  server.on('request', (request, response: ServerResponse) => {
    fresh.delete(request.socket);
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
      // A connection the server accepted before the stop keeps its chance to be answered: closing
      // now would drop it as idle while its request still waits unread behind the busy loop.
      const settled = Date.now() + Math.min(SETTLE_MS, graceMs);
      while (fresh.size > 0 && Date.now() < settled) await new Promise((resolve) => setTimeout(resolve, 10));
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
