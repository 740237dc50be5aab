/**
 * The baselines' server, run as a child process by bench/run.ts: a bare Hono app on
 * @hono/node-server with no middleware. `/text` answers a word. With BENCH_PAGES_DATA_DIR (an
 * embedded database) or BENCH_PAGES_DATABASE_URL (a PostgreSQL one) it first boots the portal on
 * that database, keeps the pages the bench measures and closes the database (bench/bare-pages.ts):
 * the tested set's pages BENCH_PAGES_KNOWN lists as JSON, or else those of a set it adds. Then each
 * page's path answers its markup, rendered on every request from the same React elements, and
 * `/pages` lists them.
 */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { captureBarePages, pagesUnderTest } from './bare-pages.ts';

const port = Number(process.env.PORT);
if (!Number.isInteger(port) || port <= 0) {
  console.error('baseline-server needs PORT (and BENCH_PAGES_DATA_DIR or BENCH_PAGES_DATABASE_URL for the pages)');
  process.exit(2);
}
const { BENCH_PAGES_DATA_DIR: dataDir, BENCH_PAGES_DATABASE_URL: databaseUrl, BENCH_PAGES_KNOWN: knownJson } = process.env;
const database = databaseUrl ? { DATABASE_URL: databaseUrl } : dataDir ? { DATA_DIR: dataDir } : undefined;
const known = knownJson ? pagesUnderTest.parse(JSON.parse(knownJson)) : undefined;
const pages = database ? await captureBarePages({ ...process.env, ...database }, known) : [];

const app = new Hono();
app.get('/text', (c) => c.text('ok'));
app.get('/pages', (c) => c.json(pages.map(({ name, path, as }) => ({ name, path, as }))));
for (const page of pages) app.get(page.path, (c) => c.html(page.render()));

// No SIGTERM handler: there is nothing to close, so the default (exit at once) is right.
serve({ fetch: app.fetch, port, hostname: '127.0.0.1' });
