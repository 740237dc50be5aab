import type { Kysely } from 'kysely';
import type { CoreDatabase } from '../db/core-database.ts';
import { dateInZone } from '../../shared/dates.ts';
import type { Logger } from '../log.ts';
import { enqueue } from './queue.ts';
import { nextOccurrence } from './recurrence.ts';

/** A job queued whenever its cron pattern comes round in the lab's time zone. */
export interface RecurringJob {
  job: string;
  pattern: string;
}

/** What a scheduled job is handed: the instant it fell due and that instant's date in the lab. */
export interface ScheduledRun {
  job: string;
  scheduledFor: string;
  date: string;
}

export interface SchedulerOptions {
  db: Kysely<CoreDatabase>;
  schedules: readonly RecurringJob[];
  timeZone: string;
  log: Logger;
  /** The time; tests pass their own. */
  clock?: () => Date;
}

/** Missed occurrences looked through to find the latest (over three years of a daily job). */
const CATCH_UP_LIMIT = 1200;

/**
 * Queues recurring jobs when they fall due. Each job's next due time is a row of
 * `job_schedules`; a tick locks the due rows (`FOR UPDATE SKIP LOCKED`), moves each to its next
 * occurrence and queues the job in the same transaction, so with any number of processes
 * ticking, each occurrence is queued once. Occurrences missed while no process ran are run
 * once, as the latest of them.
 */
export class Scheduler {
  readonly #options: SchedulerOptions;
  readonly #clock: () => Date;
  #timer: ReturnType<typeof setInterval> | undefined;
  #ticking: Promise<unknown> | undefined;

  constructor(options: SchedulerOptions) {
    this.#options = options;
    this.#clock = options.clock ?? (() => new Date());
  }

  /** Writes the declared schedules; a changed pattern or time zone starts counting from now. */
  async sync(now = this.#clock()): Promise<void> {
    const { db, schedules, timeZone } = this.#options;
    for (const { job, pattern } of schedules) {
      await db
        .insertInto('jobSchedules')
        .values({ job, pattern, timeZone, nextRunAt: nextOccurrence(pattern, timeZone, now), updatedAt: now })
        .onConflict((conflict) =>
          conflict
            .column('job')
            .doUpdateSet((eb) => ({
              pattern: eb.ref('excluded.pattern'),
              timeZone: eb.ref('excluded.timeZone'),
              nextRunAt: eb.ref('excluded.nextRunAt'),
              updatedAt: eb.ref('excluded.updatedAt'),
            }))
            .where((eb) =>
              eb.or([
                eb('jobSchedules.pattern', '<>', eb.ref('excluded.pattern')),
                eb('jobSchedules.timeZone', '<>', eb.ref('excluded.timeZone')),
              ]),
            ),
        )
        .execute();
    }
  }

  /** Queues the jobs due at `now`; answers what it queued. */
  async tick(now = this.#clock()): Promise<ScheduledRun[]> {
    const { db, schedules } = this.#options;
    if (schedules.length === 0) return [];
    return db.transaction().execute(async (trx) => {
      const due = await trx
        .selectFrom('jobSchedules')
        .selectAll()
        .where(
          'job',
          'in',
          schedules.map((schedule) => schedule.job),
        )
        .where('nextRunAt', '<=', now)
        .forUpdate()
        .skipLocked()
        .execute();
      const runs: ScheduledRun[] = [];
      for (const row of due) {
        const { latest, next } = occurrencesUpTo(row.pattern, row.timeZone, row.nextRunAt, now);
        await trx.updateTable('jobSchedules').set({ nextRunAt: next, lastRunAt: latest }).where('job', '=', row.job).execute();
        const run = { job: row.job, scheduledFor: latest.toISOString(), date: dateInZone(latest, row.timeZone) };
        await enqueue(trx, row.job, { scheduledFor: run.scheduledFor, date: run.date }, { runAt: now });
        runs.push(run);
      }
      return runs;
    });
  }

  /** Syncs the schedules, then ticks every `intervalMs` until stopped. */
  start(intervalMs = 30_000): void {
    if (this.#timer) return;
    const { log } = this.#options;
    let synced = false;
    const tick = () => {
      if (this.#ticking) return;
      const work = synced ? this.tick() : this.sync().then(() => ((synced = true), this.tick()));
      this.#ticking = work
        .catch((error: unknown) => log.error('The scheduler could not queue its jobs', { error }))
        .finally(() => (this.#ticking = undefined));
    };
    tick();
    this.#timer = setInterval(tick, intervalMs);
  }

  /** Stops ticking and waits for a tick in hand. */
  async stop(): Promise<void> {
    clearInterval(this.#timer);
    this.#timer = undefined;
    await this.#ticking;
  }
}

/**
 * The latest occurrence from `due` up to `now` and the one after `now`.
 * @example occurrencesUpTo('0 6 * * *', 'UTC', new Date('2026-11-20T06:00Z'), new Date('2026-11-22T07:00Z'))
 *          // { latest: 2026-11-22T06:00Z, next: 2026-11-23T06:00Z }
 */
export function occurrencesUpTo(pattern: string, timeZone: string, due: Date, now: Date): { latest: Date; next: Date } {
  let latest = due;
  for (let step = 0; step < CATCH_UP_LIMIT; step += 1) {
    const next = nextOccurrence(pattern, timeZone, latest);
    if (next > now) return { latest, next };
    latest = next;
  }
  return { latest, next: nextOccurrence(pattern, timeZone, now) };
}

/**
 * The lab date a job works for: the date of the occurrence that queued it, or today's in the
 * lab when it was queued by hand.
 * @example scheduledDate({ date: '2026-11-01' }, 'America/Chicago') // '2026-11-01'
 */
export function scheduledDate(data: unknown, timeZone: string, now = new Date()): string {
  const date = (data as { date?: unknown } | null)?.date;
  return typeof date === 'string' ? date : dateInZone(now, timeZone);
}
