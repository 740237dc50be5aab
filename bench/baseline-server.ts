/**
 * The baselines' server, run as a child process by bench/run.ts: a bare Hono app on
 * @hono/node-server with no middleware. `/text` answers a word; `/admin` answers the markup of
 * the portal's `/admin` page for the user in BENCH_USER, rendered on every request.
 */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import type { PublicUser } from '../core/auth/users.repository.ts';
import { adminPageRenderer } from './admin-page.tsx';

const port = Number(process.env.PORT);
const userJson = process.env.BENCH_USER;
if (!Number.isInteger(port) || port <= 0 || userJson === undefined) {
  console.error('baseline-server needs PORT and BENCH_USER (the signed-in user as JSON)');
  process.exit(2);
}
const renderAdmin = await adminPageRenderer(JSON.parse(userJson) as PublicUser);

const app = new Hono();
app.get('/text', (c) => c.text('ok'));
app.get('/admin', (c) => c.html(renderAdmin()));

// No SIGTERM handler: there is nothing to close, so the default (exit at once) is right.
serve({ fetch: app.fetch, port, hostname: '127.0.0.1' });
