import type { Kysely } from 'kysely';
import { AnswerCache, type AnswerCacheOptions } from './answer-cache.ts';
import type { DataChanges } from '../../core/cache/data-changes.ts';

/**
 * How long reference data read for a write (a sample type, a test type, a company's template
 * choice when a break is saved) is reused: the process drops it on its own write to its tables,
 * and another process's edit shows within these seconds (decision 243).
 */
export const KEPT_REFERENCE_MS = 5_000;

/**
 * Where a kept read reads on a miss, and the data-change signal that drops it. `db` is the
 * caller's database or transaction: a miss reads through it, since the embedded database has one
 * connection, which the transaction holds. A transaction that wrote the kept tables must not read
 * them kept: another request could be answered what it has not committed.
 */
export interface KeptSource<D> {
  db: Kysely<D>;
  dataChanges: DataChanges;
}

/**
 * One cache for each portal, told apart by its data-change signal (`ctx.dataChanges`): for a
 * plugin's module-level kept reads, since a process may run several portals (the tests do).
 * @example
 * const kept = cachePerPortal<SampleType | undefined>({ ttlMs: KEPT_REFERENCE_MS, tables: ['sample_types'] });
 * const type = await kept(ctx.dataChanges).get(String(id), () => findSampleType(ctx.db, id));
 */
export function cachePerPortal<V>(options: Omit<AnswerCacheOptions, 'dropOn'>): (changes: DataChanges) => AnswerCache<V> {
  const caches = new WeakMap<DataChanges, AnswerCache<V>>();
  return (changes) => {
    const known = caches.get(changes);
    if (known) return known;
    const cache = new AnswerCache<V>({ ...options, dropOn: changes });
    caches.set(changes, cache);
    return cache;
  };
}
