import { AsyncLocalStorage } from 'node:async_hooks';

/** A request or a job being served: whether it wrote, and whether it has ended. */
interface WorkScope {
  wrote: boolean;
  ended: boolean;
  settled: Array<() => void>;
}

/**
 * The process's "data changed" signal: caches of answers subscribe and drop what they keep. The
 * portal's database handle reports every write (see `announcingPlugin`); a write made while a
 * request or a job is served is announced once that work has ended, so its transaction has
 * committed and the next answer reads it; any other write (a test's, a command's) at once.
 * Other processes' writes are not seen here: a cache keeps its answers a few seconds at most.
 */
export class DataChanges {
  readonly #listeners = new Set<() => void>();
  readonly #scopes = new AsyncLocalStorage<WorkScope>();

  /** Calls `listener` after each change; answers the function that stops it. */
  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Tells every subscriber that data changed. */
  announce(): void {
    for (const listener of this.#listeners) listener();
  }

  /** Runs a request's or a job's work, announcing once it has ended if it wrote. */
  async serve<T>(work: () => Promise<T>): Promise<T> {
    const scope: WorkScope = { wrote: false, ended: false, settled: [] };
    try {
      return await this.#scopes.run(scope, work);
    } finally {
      scope.ended = true;
      if (scope.wrote) this.announce();
      for (const settled of scope.settled) settled();
    }
  }

  /** A write went through: announced when the work being served ends, at once outside one (or after it ended). */
  wrote(): void {
    const scope = this.#scopes.getStore();
    if (scope && !scope.ended) scope.wrote = true;
    else this.announce();
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
