import { describe, expect, it } from 'vitest';
import { completeDate, dateMessage, maskDate } from './date-mask.ts';

describe('maskDate', () => {
  it('puts the slashes in as the digits of MM/DD/YYYY are typed', () => {
    expect(maskDate('11272026')).toBe('11/27/2026');
    expect(['1', '11', '112', '1127', '11272', '112720'].map(maskDate)).toEqual(['1', '11', '11/2', '11/27', '11/27/2', '11/27/20']);
  });

  it('keeps a date typed with its slashes, and a slash typed after the month or the day', () => {
    expect(maskDate('11/27/2026')).toBe('11/27/2026');
    expect(maskDate('11/')).toBe('11/');
    expect(maskDate('1/5/2026')).toBe('1/5/2026');
  });

  it('drops letters, extra slashes and digits past the year', () => {
    expect(maskDate('ab11x27//2026')).toBe('11/27/2026');
    expect(maskDate('/11')).toBe('11');
    expect(maskDate('112720261')).toBe('11/27/2026');
    expect(maskDate('11-27-2026')).toBe('11/27/2026');
  });

  it('lets a slash be erased: the text without it masks to itself', () => {
    expect(maskDate('11/2')).toBe('11/2');
    expect(maskDate('11/')).toBe('11/');
    expect(maskDate('11')).toBe('11');
  });
});

describe('completeDate', () => {
  it('gives a one-digit month or day its zero once the year is whole', () => {
    expect(completeDate('1/5/2026')).toBe('01/05/2026');
    expect(completeDate('11/27/2026')).toBe('11/27/2026');
    expect(completeDate('1/5/20')).toBe('1/5/20');
  });
});

describe('dateMessage', () => {
  it("says 'Invalid Date Format' of a partial or impossible date, nothing of a real one or none", () => {
    expect(dateMessage('11/27/2026')).toBeUndefined();
    expect(dateMessage('02/29/2028')).toBeUndefined();
    expect(dateMessage('')).toBeUndefined();
    expect(dateMessage('02/30/2026')).toBe('Invalid Date Format');
    expect(dateMessage('02/29/2026')).toBe('Invalid Date Format');
    expect(dateMessage('13/01/2026')).toBe('Invalid Date Format');
    expect(dateMessage('11/27/20')).toBe('Invalid Date Format');
    expect(dateMessage('11/27')).toBe('Invalid Date Format');
  });
});
