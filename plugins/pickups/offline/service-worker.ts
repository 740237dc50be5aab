import { DRIVER_SCOPE } from './paths.ts';

/** Which cache the day is kept in: a new name when what is kept changes shape, and the old one goes. */
export const DAY_CACHE = 'driver-day-1';

/**
 * The service worker of the driver's day, served from `/admin/pickups/service-worker.js` so
 * that its scope is the driver's pages. It is a few lines of plain JavaScript, sent as written:
 * - the day's pages (`today` and each stop) come from the network while there is one, and each
 *   answer is kept; without a network the kept page answers (the day is still there);
 * - the bundles under `/assets/` never change under one name, so a kept one answers first;
 * - the page asks it (`postMessage({ keep: [paths] })`) to keep the day's pages and the bundles
 *   they load, and hears back `{ kept }` on the port it sends.
 * Anything else (the API, other pages) goes to the network untouched: the phone's outbox, not
 * the worker, keeps what the driver records.
 */
export function serviceWorkerScript(): string {
  return `'use strict';
const CACHE = ${JSON.stringify(DAY_CACHE)};
const DAY = new RegExp(${JSON.stringify(`^${DRIVER_SCOPE}(today|[0-9]+)$`)});
const ASSET = /^\\/assets\\/[\\w.\\/-]+$/;

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      .then((names) => Promise.all(names.filter((name) => name.startsWith('driver-day-') && name !== CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

/** A page worth keeping: the day's own answer, not a redirect to the sign-in page or an error. */
const keepable = (response) => response.ok && !response.redirected && response.type === 'basic';

async function fromNetworkFirst(request) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (keepable(response)) await cache.put(request.url, response.clone());
    return response;
  } catch (error) {
    const kept = await cache.match(request.url, { ignoreSearch: true });
    if (kept) return kept;
    throw error;
  }
}

async function fromCacheFirst(request) {
  const cache = await caches.open(CACHE);
  const kept = await cache.match(request.url);
  if (kept) return kept;
  const response = await fetch(request);
  if (keepable(response)) await cache.put(request.url, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (ASSET.test(url.pathname)) event.respondWith(fromCacheFirst(request));
  else if (DAY.test(url.pathname)) event.respondWith(fromNetworkFirst(request));
});

/** Keeps a page and every bundle it names (its stylesheet, scripts, preloads and island chunks). */
async function keepPage(cache, path) {
  const response = await fetch(path, { credentials: 'same-origin' });
  if (!keepable(response)) return false;
  const html = await response.clone().text();
  await cache.put(new URL(path, self.location.origin).href, response);
  const assets = new Set(html.match(/\\/assets\\/[\\w.\\/-]+\\.(?:js|css|woff2?|png|svg)/g) || []);
  for (const asset of assets) {
    const href = new URL(asset, self.location.origin).href;
    if (!(await cache.match(href))) {
      const bundle = await fetch(asset);
      if (keepable(bundle)) await cache.put(href, bundle);
    }
  }
  return true;
}

self.addEventListener('message', (event) => {
  const paths = Array.isArray(event.data && event.data.keep) ? event.data.keep.filter((path) => DAY.test(path)) : [];
  const port = event.ports[0];
  event.waitUntil(
    caches.open(CACHE)
      .then((cache) => Promise.all(paths.map((path) => keepPage(cache, path))))
      .then((kept) => kept.every(Boolean), () => false)
      .then((kept) => port && port.postMessage({ kept })),
  );
});
`;
}
