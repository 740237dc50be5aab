import type { MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';

/**
 * Compresses what is read (pages, lists, records: the answers to GET) for a client that takes
 * it. The answer to a write is the record it wrote, a few KB, most often on the lab's own
 * network: compressing it cost the server more than it saves on the wire (a set of four's save
 * spent about a tenth of its time in zlib and its streams).
 */
export function compressReads(): MiddlewareHandler {
  const compressing = compress();
  return (c, next) => (c.req.method === 'GET' ? compressing(c, next) : next());
}
