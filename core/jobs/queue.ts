import type { Kysely } from 'kysely';
import type { JobRow } from './tables.ts';
import type { CoreDatabase } from '../db/core-database.ts';

export interface EnqueueOptions {
  /** Run no earlier than this. */
  runAt?: Date;
  /** Attempts before the job is kept as failed; 5 unless the job's definition says otherwise. */
  maxAttempts?: number;
}

/**
 * Adds a job. Pass the transaction the job belongs to: if it rolls back, no job exists.
 * @example await enqueue(trx, 'core.send-mail', { outboxId: 12 });
 */
export async function enqueue(
  db: Kysely<CoreDatabase>,
  name: string,
  data: Record<string, unknown>,
  options: EnqueueOptions = {},
): Promise<JobRow> {
  return db
    .insertInto('jobs')
    .values({
      name,
      data: JSON.stringify(data),
      // The runner compares with the application's clock; the database's now() carries
      // microseconds and could land after a runner's millisecond "now" in the same instant.
      runAt: options.runAt ?? new Date(),
      ...(options.maxAttempts ? { maxAttempts: options.maxAttempts } : {}),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Puts a failed job back in the queue with fresh attempts; answers false when it had not failed. */
export async function retryJob(db: Kysely<CoreDatabase>, id: number, now = new Date()): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set({ status: 'queued', attempts: 0, runAt: now, lastError: null, finishedAt: null, lockedUntil: null })
    .where('id', '=', id)
    .where('status', '=', 'failed')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** How long to wait before the next attempt: 10 s, 20 s, 40 s ... at most an hour. */
export function backoffMs(attempt: number): number {
  return Math.min(10_000 * 2 ** Math.max(attempt - 1, 0), 3_600_000);
}
