import { Worker } from 'node:worker_threads';
import type { EmbeddedEngine, EmbeddedStart } from './embedded-engine.ts';
import { errorFrom, isThreadReply, isThreadStart, type ThreadRequest } from './pglite-thread-protocol.ts';

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };
type Request = ThreadRequest extends infer R ? (R extends ThreadRequest ? Omit<R, 'id'> : never) : never;

/**
 * The embedded database in a worker thread of its own (decision 216), behind the same shape as
 * PGlite: a query's work no longer holds the thread that routes and renders the other requests.
 * Resolves once the database is open; rejects with its reason if it cannot open.
 */
export async function openPGliteThread(start: EmbeddedStart): Promise<EmbeddedEngine> {
  const worker = startThread(start);
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let closed = false;
  let stopped: Error | undefined;

  await new Promise<void>((resolve, reject) => {
    const settle = (then: () => void) => {
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
      then();
    };
    const onMessage = (message: unknown) => {
      if (!isThreadStart(message)) return;
      settle(() => (message.pgliteThread === 'ready' ? resolve() : reject(errorFrom(message.error))));
    };
    const onError = (error: Error) => settle(() => reject(error));
    const onExit = (code: number) => settle(() => reject(new Error(`The embedded database's thread ended (${code}) before it opened`)));
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
  }).catch(async (error: unknown) => {
    await worker.terminate();
    throw error;
  });

  worker.on('message', (reply: unknown) => {
    if (!isThreadReply(reply)) return;
    const waiting = pending.get(reply.id);
    if (!waiting) return;
    pending.delete(reply.id);
    if (reply.ok) waiting.resolve(reply.value);
    else waiting.reject(errorFrom(reply.error));
  });
  // A thread that dies (PGlite aborting) fails what waits on it and everything after.
  const fail = (error: Error) => {
    stopped = error;
    closed = true;
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  worker.on('error', fail);
  worker.on('exit', () => fail(new Error('The embedded database has stopped')));

  function send<T>(request: Request): Promise<T> {
    if (stopped) return Promise.reject(stopped);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...request, id });
    });
  }

  return {
    get closed() {
      return closed;
    },
    query: <R>(sql: string, params: unknown[]) => send<{ rows: R[]; affectedRows?: number }>({ op: 'query', sql, params }),
    dumpDataDir: () => send<Blob>({ op: 'dump' }),
    async close() {
      if (closed) return;
      await send({ op: 'close' });
      closed = true;
      await worker.terminate();
    },
  };
}

/**
 * The thread, from its module beside this one: compiled JavaScript as it is, TypeScript on Deno
 * as it is, and TypeScript on Node through the loader the sources run with, registered in the
 * thread first (a worker's `--import` does not carry the loader into it on Node 20).
 */
function startThread(start: EmbeddedStart): Worker {
  const fromSources = import.meta.url.endsWith('.ts');
  const file = new URL(`./pglite-thread.${fromSources ? 'ts' : 'js'}`, import.meta.url);
  if (!fromSources || 'Deno' in globalThis) return new Worker(file, { workerData: start });
  const loader = import.meta.resolve('tsx/esm/api');
  const boot = `import(${JSON.stringify(loader)}).then(({ register }) => { register(); return import(${JSON.stringify(file.href)}); })`;
  return new Worker(boot, { eval: true, workerData: start });
}
