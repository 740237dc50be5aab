import type { ColumnType, Generated, Selectable } from 'kysely';

export type JobStatus = 'queued' | 'running' | 'done' | 'failed';

export interface JobsTable {
  /** A bigint in the database; counts and ids of that size come back as numbers. */
  id: Generated<number>;
  name: string;
  data: ColumnType<unknown, string, string>;
  status: ColumnType<JobStatus, JobStatus | undefined, JobStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  maxAttempts: ColumnType<number, number | undefined, number>;
  runAt: ColumnType<Date, Date | undefined, Date>;
  lockedUntil: Date | null;
  lastError: string | null;
  createdAt: ColumnType<Date, never, never>;
  finishedAt: Date | null;
}

export interface JobTables {
  jobs: JobsTable;
  jobSchedules: JobSchedulesTable;
}

export type JobRow = Selectable<JobsTable>;

/** When a recurring job next falls due (core/jobs/scheduler.ts). */
export interface JobSchedulesTable {
  job: string;
  pattern: string;
  timeZone: string;
  nextRunAt: Date;
  lastRunAt: Date | null;
  updatedAt: ColumnType<Date, Date | undefined, Date>;
}
