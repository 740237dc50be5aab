import { parentPort, workerData } from 'node:worker_threads';
import type { EmbeddedStart } from './embedded-engine.ts';
import { createPGlite } from './pglite-engine.ts';
import { errorFields, type ThreadReply, type ThreadRequest, type ThreadStart } from './pglite-thread-protocol.ts';

/**
 * The embedded database's own thread: PGlite answers one request at a time here, so the
 * server's main thread renders and routes while a query runs. The client
 * (`pglite-thread-client.ts`) lends the one connection to one caller at a time, as before.
 */
const port = parentPort;
if (!port) throw new Error('pglite-thread.ts runs as a worker thread');

const started = await createPGlite(workerData as EmbeddedStart).then(
  (pglite) => {
    port.postMessage({ pgliteThread: 'ready' } satisfies ThreadStart);
    return pglite;
  },
  (error: unknown) => {
    port.postMessage({ pgliteThread: 'failed', error: errorFields(error) } satisfies ThreadStart);
    return undefined;
  },
);

if (started) {
  const pglite = started;
  port.on('message', (request: ThreadRequest) => {
    void answer(request).then((reply) => port.postMessage(reply));
  });

  async function answer(request: ThreadRequest): Promise<ThreadReply> {
    try {
      switch (request.op) {
        case 'query': {
          const result = await pglite.query(request.sql, request.params);
          return { id: request.id, ok: true, value: { rows: result.rows, affectedRows: result.affectedRows } };
        }
        case 'dump':
          return { id: request.id, ok: true, value: await pglite.dumpDataDir('none') };
        case 'close':
          // The portal ends this thread once it has the answer.
          if (!pglite.closed) await pglite.close();
          return { id: request.id, ok: true, value: undefined };
      }
    } catch (error) {
      return { id: request.id, ok: false, error: errorFields(error) };
    }
  }
}
