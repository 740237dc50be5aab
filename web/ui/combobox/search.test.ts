import { describe, expect, it } from 'vitest';
import { SEARCH_MIN_CHARS, visibleMatches } from './search.ts';

const acme = { id: 1, name: 'Acme Concrete' };
const answered = { query: 'acm', matches: [acme] };

describe('visibleMatches', () => {
  it('shows nothing under 3 characters, even with an answer for them', () => {
    expect(SEARCH_MIN_CHARS).toBe(3);
    expect(visibleMatches('ac', 'ac', { query: 'ac', matches: [acme] })).toBeNull();
    expect(visibleMatches('', '', null)).toBeNull();
  });

  it('shows the answer to what was typed when typing paused', () => {
    expect(visibleMatches('acm', 'acm', answered)).toEqual([acme]);
    expect(visibleMatches('zzq', 'zzq', { query: 'zzq', matches: [] })).toEqual([]);
  });

  it('keeps that answer while more is typed, until the next pause', () => {
    expect(visibleMatches('acme', 'acm', answered)).toEqual([acme]);
  });

  it('shows nothing while the answer is to something typed before the pause', () => {
    expect(visibleMatches('acme', 'acme', answered)).toBeNull();
    expect(visibleMatches('acm', 'acm', null)).toBeNull();
  });

  it('shows nothing once the field is emptied, without waiting for the pause', () => {
    expect(visibleMatches('', 'acm', answered)).toBeNull();
    expect(visibleMatches('ac', 'acm', answered)).toBeNull();
  });
});
