/**
 * The best SQL's server, run as a child process by bench/lists.ts: a bare Hono app whose
 * `/lists/{n}` runs the n-th of bench/best-sql.ts's statements, prepared once per connection,
 * on a pool the size of the portal's, and answers its rows and counts as the portal's list
 * routes do (`{ status, rows, count }`). Beside the portal's route it shows what the portal adds
 * to the database's best: its statements, its round trips and its code.
 */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { Pool } from 'pg';
import { POSTGRES_TYPES } from '../core/db/database.ts';
import { CAP, HOT_LISTS, type ListContext } from './best-sql.ts';

const port = Number(process.env.PORT);
const url = process.env.DATABASE_URL;
const contextJson = process.env.BENCH_LIST_CONTEXT;
if (!Number.isInteger(port) || port <= 0 || url === undefined || contextJson === undefined) {
  console.error("best-sql-server needs PORT, DATABASE_URL and BENCH_LIST_CONTEXT (the lists' context as JSON)");
  process.exit(2);
}
const context = JSON.parse(contextJson) as ListContext;

/** The portal's pool on PostgreSQL (core/db/database.ts). */
const POOL_SIZE = 10;
const pool = new Pool({ connectionString: url, max: POOL_SIZE, types: POSTGRES_TYPES });

const app = new Hono();
app.get('/ready', (c) => c.text('ok'));
app.get('/lists/:index', async (c) => {
  const index = Number(c.req.param('index'));
  const list = HOT_LISTS[index];
  if (!list) return c.json({ status: 'error', error: 'No such list' }, 404);
  const { rows } = await pool.query<Record<string, unknown>>({ name: `best-${index}`, text: list.text, values: list.values(context) });
  // Counted one past the cap, as the portal counts; answered as it answers them.
  const counted = list.counts.map((name) => [name, Number(rows[0]?.[name] ?? 0)] as const);
  const counts = Object.fromEntries(counted.map(([name, count]) => [name, Math.min(count, CAP)]));
  const capped = counted.some(([name, count]) => name === 'count' && count > CAP);
  const fields = rows.map((row) => Object.fromEntries(Object.entries(row).filter(([name]) => !list.counts.includes(name))));
  return c.json({ status: 'ok', rows: fields, ...counts, ...(capped ? { countCapped: true } : {}) });
});

// No SIGTERM handler: the pool's connections end with the process.
serve({ fetch: app.fetch, port, hostname: '127.0.0.1' });
