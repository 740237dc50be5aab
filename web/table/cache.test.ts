import { describe, expect, it } from 'vitest';
import { clearTableCache, readCachedTable, tableCacheKey, writeCachedTable } from './cache.ts';

/** An in-memory Storage, optionally refusing writes beyond a size. */
class MemoryStorage implements Storage {
  #items = new Map<string, string>();
  constructor(private readonly maxChars = Infinity) {}
  get length() {
    return this.#items.size;
  }
  key(index: number) {
    return [...this.#items.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.#items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    const used = [...this.#items.entries()].reduce((sum, [k, v]) => sum + (k === key ? 0 : v.length), 0);
    if (used + value.length > this.maxChars) throw new DOMException('full', 'QuotaExceededError');
    this.#items.set(key, value);
  }
  removeItem(key: string) {
    this.#items.delete(key);
  }
  clear() {
    this.#items.clear();
  }
}

const answer = { rows: [{ id: 1 }], count: 1 };

describe('the table cache', () => {
  it('keys answers by user, list and query', () => {
    expect(tableCacheKey(7, '/api/users', 'sort=id%3Aasc')).toBe('table:7:/api/users:sort=id%3Aasc');
  });

  it('keeps an answer and reads it back, per user', () => {
    const store = new MemoryStorage();
    writeCachedTable(tableCacheKey(7, '/api/users', 'q'), answer, store);
    expect(readCachedTable(tableCacheKey(7, '/api/users', 'q'), store)).toEqual(answer);
    expect(readCachedTable(tableCacheKey(8, '/api/users', 'q'), store)).toBeUndefined();
  });

  it('ignores what is not an answer', () => {
    const store = new MemoryStorage();
    store.setItem('table:1:/api/users:q', '{"rows":"x"}');
    store.setItem('table:1:/api/users:r', 'not json');
    expect(readCachedTable('table:1:/api/users:q', store)).toBeUndefined();
    expect(readCachedTable('table:1:/api/users:r', store)).toBeUndefined();
  });

  it('clears every table answer, or one list, and nothing else', () => {
    const store = new MemoryStorage();
    writeCachedTable('table:1:/api/users:q', answer, store);
    writeCachedTable('table:2:/api/pickups:q', answer, store);
    store.setItem('other', 'kept');
    clearTableCache('/api/pickups', store);
    expect(store.length).toBe(2);
    clearTableCache(undefined, store);
    expect(store.length).toBe(1);
    expect(store.getItem('other')).toBe('kept');
  });

  it('makes room by dropping older answers when storage is full, and gives up quietly', () => {
    const store = new MemoryStorage(40);
    writeCachedTable('table:1:/api/users:a', answer, store);
    writeCachedTable('table:1:/api/users:b', answer, store);
    expect(store.getItem('table:1:/api/users:a')).toBeNull();
    expect(readCachedTable('table:1:/api/users:b', store)).toEqual(answer);
    expect(() => writeCachedTable('table:1:/api/users:c', { rows: [{ id: 'x'.repeat(100) }], count: 1 }, store)).not.toThrow();
  });

  it('does nothing without storage, as on the server', () => {
    expect(readCachedTable('table:1:/api/users:q')).toBeUndefined();
    expect(() => clearTableCache()).not.toThrow();
  });
});
