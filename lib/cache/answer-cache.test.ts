import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AnswerCache } from './answer-cache.ts';
import { DataChanges } from '../../core/cache/data-changes.ts';

describe('an answer cache', () => {
  beforeEach(() => void vi.useFakeTimers({ now: new Date('2026-11-24T08:00:00Z') }));
  afterEach(() => void vi.useRealTimers());

  it('reuses an answer until its time runs out, then computes it again', async () => {
    const cache = new AnswerCache<number>({ ttlMs: 5_000 });
    const compute = vi.fn<() => Promise<number>>().mockResolvedValueOnce(1).mockResolvedValueOnce(2);
    expect(await cache.get('k', compute)).toBe(1);
    vi.advanceTimersByTime(4_999);
    expect(await cache.get('k', compute)).toBe(1);
    vi.advanceTimersByTime(1);
    expect(await cache.get('k', compute)).toBe(2);
    expect(compute).toHaveBeenCalledTimes(2);
  });

  it('computes once for the asks arriving together, and apart for another key', async () => {
    const cache = new AnswerCache<string>({ ttlMs: 5_000 });
    let release!: (value: string) => void;
    const compute = vi.fn<() => Promise<string>>(() => new Promise<string>((resolve) => (release = resolve)));
    const asks = [cache.get('a', compute), cache.get('a', compute), cache.get('a', compute)];
    release('shared');
    expect(await Promise.all(asks)).toEqual(['shared', 'shared', 'shared']);
    expect(await cache.get('b', async () => 'other')).toBe('other');
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it('drops every answer when the data changes, even one still being computed', async () => {
    const changes = new DataChanges();
    const cache = new AnswerCache<number>({ ttlMs: 60_000, dropOn: changes });
    let release!: (value: number) => void;
    const slow = cache.get('k', () => new Promise<number>((resolve) => (release = resolve)));
    changes.announce();
    const fresh = cache.get('k', async () => 2);
    release(1);
    // The ask that waited gets what it waited for; the one after the change never gets it.
    expect(await slow).toBe(1);
    expect(await fresh).toBe(2);
    expect(await cache.get('k', async () => 3)).toBe(2);
    changes.announce();
    expect(await cache.get('k', async () => 4)).toBe(4);
  });

  it('drops its answers only on a write to its tables, in either spelling, or one whose tables are not known', async () => {
    const changes = new DataChanges();
    const cache = new AnswerCache<number>({ ttlMs: 60_000, dropOn: changes, tables: ['sample_types', 'testTypes'] });
    let computed = 0;
    const ask = () => cache.get('k', async () => (computed += 1));
    expect(await ask()).toBe(1);
    changes.announce(new Set(['testresults', 'specimens']));
    expect(await ask()).toBe(1);
    changes.announce(new Set(['sampletypes']));
    expect(await ask()).toBe(2);
    changes.announce(new Set(['specimens', 'testtypes']));
    expect(await ask()).toBe(3);
    changes.announce('every');
    expect(await ask()).toBe(4);
  });

  it('keeps no failure: the next ask computes again', async () => {
    const cache = new AnswerCache<number>({ ttlMs: 5_000 });
    await expect(cache.get('k', () => Promise.reject(new Error('database gone')))).rejects.toThrow('database gone');
    expect(await cache.get('k', async () => 7)).toBe(7);
  });

  it('keeps at most maxEntries answers, the oldest going first', async () => {
    const cache = new AnswerCache<string>({ ttlMs: 5_000, maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => key);
    expect(await cache.get('b', async () => 'again')).toBe('b');
    expect(await cache.get('a', async () => 'again')).toBe('again');
  });
});
