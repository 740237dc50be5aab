import type { Kysely } from 'kysely';
import type { CoreDatabase } from '../db/core-database.ts';
import { enqueue } from '../jobs/queue.ts';
import type { JobHandler } from '../jobs/runner.ts';

/** How long the log viewer keeps an entry: a quarter covers an invoice's reminders and a lab's audit questions. */
export const LOG_RETENTION_DAYS = 90;
export const PRUNE_LOGS_JOB = 'core.prune-logs';
const DAY_MS = 86_400_000;

/** Removes the entries older than the retention; answers how many went. */
export async function pruneLogs(db: Kysely<CoreDatabase>, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - LOG_RETENTION_DAYS * DAY_MS);
  const result = await db.deleteFrom('logs').where('createdAt', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Queues the daily pruning unless it is already queued or running (each start of the server calls it). */
export async function scheduleLogRetention(db: Kysely<CoreDatabase>, runAt = new Date()): Promise<void> {
  const waiting = await db
    .selectFrom('jobs')
    .select('id')
    .where('name', '=', PRUNE_LOGS_JOB)
    .where('status', 'in', ['queued', 'running'])
    .executeTakeFirst();
  if (!waiting) await enqueue(db, PRUNE_LOGS_JOB, {}, { runAt });
}

/** The job: prunes, then queues itself for the same time tomorrow. */
export function pruneLogsJob(db: Kysely<CoreDatabase>): JobHandler {
  return async () => {
    const now = new Date();
    await pruneLogs(db, now);
    await enqueue(db, PRUNE_LOGS_JOB, {}, { runAt: new Date(now.getTime() + DAY_MS) });
  };
}
