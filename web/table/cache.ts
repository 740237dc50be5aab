import type { TableAnswer } from '../../shared/table-props.ts';

const PREFIX = 'table:';

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // A browser that blocks storage throws on access; the table then simply has no cache.
    return null;
  }
}

/** The cache key of one answer: whose it is, which list, which query. */
export function tableCacheKey(userId: number, path: string, query: string): string {
  return `${PREFIX}${userId}:${path}:${query}`;
}

/** The last answer to this query, if this tab kept one. */
export function readCachedTable(key: string, store: Storage | null = storage()): TableAnswer | undefined {
  try {
    const text = store?.getItem(key);
    if (!text) return undefined;
    const value = JSON.parse(text) as Partial<TableAnswer>;
    return Array.isArray(value.rows) && typeof value.count === 'number' ? (value as TableAnswer) : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps an answer; when storage is full, drops the other tables' answers and tries once more. */
export function writeCachedTable(key: string, answer: TableAnswer, store: Storage | null = storage()): void {
  if (!store) return;
  const text = JSON.stringify(answer);
  try {
    store.setItem(key, text);
  } catch {
    clearTableCache(undefined, store);
    try {
      store.setItem(key, text);
    } catch {
      // Too big to keep even alone: the table works without a cache.
    }
  }
}

/**
 * Removes cached table answers: all of them (at sign-in, logout and impersonation), or one
 * list's after a change to its records.
 * @example clearTableCache(); clearTableCache('/api/pickups');
 */
export function clearTableCache(path?: string, store: Storage | null = storage()): void {
  if (!store) return;
  const doomed: string[] = [];
  for (let index = 0; index < store.length; index += 1) {
    const key = store.key(index);
    if (key?.startsWith(PREFIX) && (path === undefined || key.includes(`:${path}:`))) doomed.push(key);
  }
  for (const key of doomed) store.removeItem(key);
}
