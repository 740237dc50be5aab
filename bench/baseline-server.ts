/**
 * The baselines' server, run as a child process by bench/run.ts: a bare Hono app on
 * @hono/node-server with no middleware. `/text` answers a word. With BENCH_PAGES_DATA_DIR it
 * first boots the portal on that embedded database (seeding the demo lab), keeps the pages the
 * bench measures and closes the database (bench/bare-pages.ts); then each page's path answers its
 * markup, rendered on every request from the same React elements, and `/pages` lists them.
 */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { captureBarePages } from './bare-pages.ts';

const port = Number(process.env.PORT);
if (!Number.isInteger(port) || port <= 0) {
  console.error('baseline-server needs PORT (and BENCH_PAGES_DATA_DIR for the pages)');
  process.exit(2);
}
const dataDir = process.env.BENCH_PAGES_DATA_DIR;
const pages = dataDir ? await captureBarePages({ ...process.env, DATA_DIR: dataDir }) : [];

const app = new Hono();
app.get('/text', (c) => c.text('ok'));
app.get('/pages', (c) => c.json(pages.map(({ name, path, as }) => ({ name, path, as }))));
for (const page of pages) app.get(page.path, (c) => c.html(page.render()));

// No SIGTERM handler: there is nothing to close, so the default (exit at once) is right.
serve({ fetch: app.fetch, port, hostname: '127.0.0.1' });
