import { touchesAny, type DataChanges } from '../../core/cache/data-changes.ts';

export interface AnswerCacheOptions {
  /** How long an answer is reused, counted from when its computation began (what it read is at least that old). */
  ttlMs: number;
  /** Drops every answer when this process writes (`ctx.dataChanges`); without it, only `clear()` and the TTL do. */
  dropOn?: DataChanges;
  /**
   * With `dropOn`, drops them only on a write to one of these tables (or a write whose tables
   * are not known): for answers read from a few tables that most writes leave alone.
   */
  tables?: readonly string[];
  /** Answers kept at most; past it the oldest goes first. */
  maxEntries?: number;
}

interface Entry<V> {
  at: number;
  value: Promise<V>;
}

/**
 * Answers kept a short while by key, for reads that many ask at once (a dashboard under load).
 * Concurrent asks of one key share one computation; a failed one is not kept. Dropped answers
 * still reach the asks already waiting on them, never a later one.
 * @example
 * const cache = new AnswerCache<Stats>({ ttlMs: 5_000, dropOn: ctx.dataChanges });
 * const stats = await cache.get(`${today}|${customerId}`, () => loadStats(ctx.db, today, customerId));
 */
export class AnswerCache<V> {
  readonly #entries = new Map<string, Entry<V>>();
  readonly #ttlMs: number;
  readonly #maxEntries: number;

  constructor(options: AnswerCacheOptions) {
    this.#ttlMs = options.ttlMs;
    this.#maxEntries = options.maxEntries ?? 1_000;
    const { tables } = options;
    options.dropOn?.subscribe((changed) => {
      if (!tables || touchesAny(changed, tables)) this.clear();
    });
  }

  /** The kept answer of `key` while it is fresh, else the one `compute` gives (kept from now). */
  get(key: string, compute: () => Promise<V>): Promise<V> {
    const now = Date.now();
    const kept = this.#entries.get(key);
    if (kept && now - kept.at < this.#ttlMs) return kept.value;
    this.#entries.delete(key);
    if (this.#entries.size >= this.#maxEntries) this.#entries.delete(this.#entries.keys().next().value!);
    const entry: Entry<V> = { at: now, value: compute() };
    this.#entries.set(key, entry);
    entry.value.catch(() => {
      if (this.#entries.get(key) === entry) this.#entries.delete(key);
    });
    return entry.value;
  }

  clear(): void {
    this.#entries.clear();
  }
}
