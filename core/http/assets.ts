import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { Context } from 'hono';

const gzipped = promisify(gzip);
/** Types worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = new Set(['js', 'css', 'map', 'svg']);

const CONTENT_TYPES: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  map: 'application/json',
  svg: 'image/svg+xml',
  png: 'image/png',
  woff: 'font/woff',
  woff2: 'font/woff2',
};

/**
 * Serves the built browser bundles under `/assets/`. Their names carry a content hash, so
 * they are cached for a year; a name that tries to leave the folder is not found. Scripts and
 * styles go out gzipped to a browser that takes it, compressed once per file and kept (a
 * hashed name never changes content), so no request pays for compressing them again.
 */
export function serveAssets(dist: URL) {
  const compressed = new Map<string, Promise<Uint8Array<ArrayBuffer>>>();
  return async function assets(c: Context): Promise<Response> {
    const name = c.req.path.slice('/assets/'.length);
    const extension = name.split('.').pop() ?? '';
    if (!/^[\w./-]+$/.test(name) || name.split('/').includes('..') || !CONTENT_TYPES[extension]) return c.notFound();
    const headers: Record<string, string> = {
      'content-type': CONTENT_TYPES[extension]!,
      'cache-control': 'public, max-age=31536000, immutable',
      vary: 'accept-encoding',
    };
    try {
      const body = await readFile(new URL(name, dist));
      if (!COMPRESSIBLE.has(extension) || !/\bgzip\b/.test(c.req.header('accept-encoding') ?? '')) return c.body(body, 200, headers);
      let packed = compressed.get(name);
      if (!packed) {
        packed = gzipped(body, { level: 9 }).then((zipped) => new Uint8Array(zipped));
        compressed.set(name, packed);
      }
      return c.body(await packed, 200, { ...headers, 'content-encoding': 'gzip' });
    } catch {
      return c.notFound();
    }
  };
}
