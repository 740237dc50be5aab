import { readFile } from 'node:fs/promises';
import type { Context } from 'hono';

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
 * they are cached for a year; a name that tries to leave the folder is not found.
 */
export function serveAssets(dist: URL) {
  return async function assets(c: Context): Promise<Response> {
    const name = c.req.path.slice('/assets/'.length);
    const extension = name.split('.').pop() ?? '';
    if (!/^[\w./-]+$/.test(name) || name.split('/').includes('..') || !CONTENT_TYPES[extension]) return c.notFound();
    try {
      const body = await readFile(new URL(name, dist));
      return c.body(body, 200, {
        'content-type': CONTENT_TYPES[extension]!,
        'cache-control': 'public, max-age=31536000, immutable',
      });
    } catch {
      return c.notFound();
    }
  };
}
