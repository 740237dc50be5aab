import type { Database } from '../db/database.ts';
import type { JobRunner } from '../jobs/runner.ts';
import type { Scheduler } from '../jobs/scheduler.ts';
import type { Logger } from '../log.ts';

export interface ShutdownSteps {
  /** Stops accepting connections and resolves once the requests in flight are answered. */
  stopServing(): Promise<void>;
  jobs: JobRunner;
  scheduler: Pick<Scheduler, 'stop'>;
  database: Database;
  log: Logger;
  exit(code: number): void;
}

/**
 * The one order both runtimes stop in, on SIGTERM or SIGINT: stop accepting and finish the
 * requests in flight, stop queuing recurring jobs, let the job runner finish its current job, close the database (which
 * flushes the embedded one's files), exit. A second signal while stopping is ignored; the
 * process manager's own kill timeout is the last word.
 */
export function gracefulShutdown(steps: ShutdownSteps): (signal: string) => Promise<void> {
  let stopping = false;
  return async (signal) => {
    if (stopping) return;
    stopping = true;
    steps.log.info('Stopping: finishing the requests in flight', { signal });
    let code = 0;
    try {
      await steps.stopServing();
      await steps.scheduler.stop();
      await steps.jobs.stop();
      await steps.database.close();
      steps.log.info('Stopped');
    } catch (error) {
      steps.log.error('The portal did not stop cleanly', { error });
      code = 1;
    }
    steps.log.flush?.();
    steps.exit(code);
  };
}
