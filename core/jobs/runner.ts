import { sql, type Kysely } from 'kysely';
import type { DataChanges } from '../cache/data-changes.ts';
import type { Logger } from '../log.ts';
import { backoffMs } from './queue.ts';
import type { JobRow } from './tables.ts';
import type { CoreDatabase } from '../db/core-database.ts';

export interface JobAttempt {
  id: number;
  attempt: number;
  maxAttempts: number;
  /** Whether a failure now keeps the job as failed. */
  isLastAttempt: boolean;
}

export type JobHandler = (data: unknown, attempt: JobAttempt) => Promise<void>;

export interface JobRunnerOptions {
  db: Kysely<CoreDatabase>;
  handlers: ReadonlyMap<string, JobHandler>;
  log: Logger;
  /** A claimed job not finished by then is taken again (its process died). */
  lockMs?: number;
  /** Told of every failed attempt (the metrics count them). */
  onFailure?: (jobName: string) => void;
  /** Each run is one piece of its work: what a job writes is announced once the job has ended. */
  dataChanges?: DataChanges;
}

/**
 * Runs due jobs. Claims use `FOR UPDATE SKIP LOCKED`, so any number of processes can run
 * the same queue; a failure is retried with backoff until the job's attempts run out.
 */
export class JobRunner {
  readonly #options: Required<Omit<JobRunnerOptions, 'onFailure' | 'dataChanges'>> & Pick<JobRunnerOptions, 'onFailure' | 'dataChanges'>;
  #timer: ReturnType<typeof setInterval> | undefined;
  #running: Promise<number> | undefined;
  #stopping = false;

  constructor(options: JobRunnerOptions) {
    this.#options = { lockMs: 5 * 60_000, ...options };
  }

  /** Claims up to `limit` due jobs and runs them; answers how many ran. */
  async runDue(limit = 10, now = new Date()): Promise<number> {
    const { db, lockMs } = this.#options;
    const claimed = await db
      .updateTable('jobs')
      .set((eb) => ({ status: 'running', attempts: eb('attempts', '+', 1), lockedUntil: new Date(now.getTime() + lockMs) }))
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('jobs')
          .select('id')
          .where((w) =>
            w.or([
              w.and([w('status', '=', 'queued'), w('runAt', '<=', now)]),
              w.and([w('status', '=', 'running'), w('lockedUntil', '<', now)]),
            ]),
          )
          .orderBy('runAt')
          .limit(limit)
          .modifyEnd(sql`for update skip locked`),
      )
      .returningAll()
      .execute();
    let ran = 0;
    for (const job of claimed) {
      if (this.#stopping) break;
      await this.#run(job, now);
      ran += 1;
    }
    await this.#handBack(claimed.slice(ran));
    return ran;
  }

  /** Returns claimed jobs not started to the queue as they were, for another process or the next start. */
  async #handBack(jobs: readonly JobRow[]): Promise<void> {
    if (jobs.length === 0) return;
    await this.#options.db
      .updateTable('jobs')
      .set((eb) => ({ status: 'queued', attempts: eb('attempts', '-', 1), lockedUntil: null }))
      .where(
        'id',
        'in',
        jobs.map((job) => job.id),
      )
      .execute();
  }

  async #run(job: JobRow, now: Date): Promise<void> {
    const { db, handlers, log } = this.#options;
    const attempt: JobAttempt = {
      id: job.id,
      attempt: job.attempts,
      maxAttempts: job.maxAttempts,
      isLastAttempt: job.attempts >= job.maxAttempts,
    };
    try {
      const handler = handlers.get(job.name);
      if (!handler) throw new Error(`No handler for job "${job.name}" (is its plugin switched off?)`);
      const run = () => handler(job.data, attempt);
      await (this.#options.dataChanges ? this.#options.dataChanges.serve(run) : run());
      await db
        .updateTable('jobs')
        .set({ status: 'done', finishedAt: new Date(), lockedUntil: null, lastError: null })
        .where('id', '=', job.id)
        .execute();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const failed = attempt.isLastAttempt;
      this.#options.onFailure?.(job.name);
      await db
        .updateTable('jobs')
        .set({
          status: failed ? 'failed' : 'queued',
          lastError: message.slice(0, 2000),
          lockedUntil: null,
          runAt: new Date(now.getTime() + backoffMs(job.attempts)),
          finishedAt: failed ? new Date() : null,
        })
        .where('id', '=', job.id)
        .execute();
      (failed ? log.error : log.warning)(`Job ${job.name} #${job.id} failed (attempt ${job.attempts} of ${job.maxAttempts})`, {
        error: message,
      });
    }
  }

  /** Polls for due jobs every `intervalMs` until stopped. */
  start(intervalMs = 1000): void {
    if (this.#timer) return;
    this.#stopping = false;
    this.#timer = setInterval(() => {
      if (this.#running) return;
      this.#running = this.runDue()
        .catch((error: unknown) => {
          this.#options.log.error('The job runner could not claim jobs', { error });
          return 0;
        })
        .finally(() => {
          this.#running = undefined;
        });
    }, intervalMs);
  }

  /**
   * Stops polling, lets the job running finish, and hands the rest of its batch back to the
   * queue (a shutdown waits for one job, not ten).
   */
  async stop(): Promise<void> {
    clearInterval(this.#timer);
    this.#timer = undefined;
    this.#stopping = true;
    await this.#running;
  }
}
