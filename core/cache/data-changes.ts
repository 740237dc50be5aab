import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The tables a change wrote, each named in one spelling (`tableKey`), or every table when a
 * statement's tables are not known (raw SQL that writes).
 */
export type ChangedTables = ReadonlySet<string> | 'every';

/** A table's name in one spelling whether the camel-case plugin ran or not: `job_schedules`, `jobSchedules` → `jobschedules`. */
export const tableKey = (name: string): string => name.replaceAll('_', '').toLowerCase();

/** Whether a change wrote any of these tables (named in either spelling). */
export function touchesAny(change: ChangedTables, tables: readonly string[]): boolean {
  return change === 'every' || tables.some((table) => change.has(tableKey(table)));
}

/** A request or a job being served: what it wrote, and whether it has ended. */
interface WorkScope {
  wrote: Set<string> | 'every' | undefined;
  ended: boolean;
  settled: Array<() => void>;
}

function merged(wrote: WorkScope['wrote'], tables: ChangedTables): WorkScope['wrote'] {
  if (wrote === 'every' || tables === 'every') return 'every';
  return new Set([...(wrote ?? []), ...tables]);
}

/**
 * The process's "data changed" signal: caches of answers subscribe and drop what they keep,
 * every answer or only those read from the tables written. The portal's database handle reports
 * every write with its tables (see `announcingPlugin`); a write made while a request or a job is
 * served is announced once that work has ended, so its transaction has committed and the next
 * answer reads it; any other write (a test's, a command's) at once. Other processes' writes are
 * not seen here: a cache keeps its answers a few seconds at most.
 */
export class DataChanges {
  readonly #listeners = new Set<(tables: ChangedTables) => void>();
  readonly #scopes = new AsyncLocalStorage<WorkScope>();

  /** Calls `listener` after each change, with the tables it wrote; answers the function that stops it. */
  subscribe(listener: (tables: ChangedTables) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Tells every subscriber that data changed: these tables, or any. */
  announce(tables: ChangedTables = 'every'): void {
    for (const listener of this.#listeners) listener(tables);
  }

  /** Runs a request's or a job's work, announcing once it has ended if it wrote. */
  async serve<T>(work: () => Promise<T>): Promise<T> {
    const scope: WorkScope = { wrote: undefined, ended: false, settled: [] };
    try {
      return await this.#scopes.run(scope, work);
    } finally {
      scope.ended = true;
      if (scope.wrote) this.announce(scope.wrote);
      for (const settled of scope.settled) settled();
    }
  }

  /** A write to these tables went through: announced when the work being served ends, at once outside one (or after it ended). */
  wrote(tables: ChangedTables = 'every'): void {
    const scope = this.#scopes.getStore();
    if (scope && !scope.ended) scope.wrote = merged(scope.wrote, tables);
    else this.announce(tables);
  }

  /**
   * Runs `then` when the work being served ends (its transaction committed), or at once outside
   * one: for a cache that drops its answer on a particular write only, and must not keep one read
   * before that write committed.
   */
  whenSettled(then: () => void): void {
    const scope = this.#scopes.getStore();
    if (scope && !scope.ended) scope.settled.push(then);
    else then();
  }
}
