import { describe, expect, it } from 'vitest';
import { errorOf, valueOf } from '../test-support.ts';

describe('dateDiff', () => {
  it.each([
    ['dateDiff("2024-03-01", "2024-03-29")', 28],
    ['dateDiff("2024-03-01", "2024-03-08", "days")', 7],
    ['dateDiff("2024-02-28", "2024-03-01")', 2],
    ['dateDiff("2024-03-29", "2024-03-01")', -28],
    ['dateDiff("2024-03-09", "2024-03-11")', 2],
    ['dateDiff("2024-03-01", "2024-03-29", "weeks")', 4],
    ['dateDiff("2024-03-01", "2024-03-27", "weeks")', 3],
    ['dateDiff("2024-01-31", "2024-02-29", "months")', 0],
    ['dateDiff("2024-01-31", "2024-03-01", "months")', 1],
    ['dateDiff("2024-03-15", "2024-01-20", "months")', -1],
    ['dateDiff("2020-02-29", "2024-02-28", "years")', 3],
    ['dateDiff("2020-02-29", "2024-02-29", "year")', 4],
    ['dateDiff("2024-03-01T08:00", "2024-03-02T07:30", "hours")', 23],
    ['dateDiff("2024-03-01T08:00", "2024-03-02T07:30", "days")', 0],
    ['dateDiff("2024-03-01T08:00:00-05:00", "2024-03-01T14:00:00Z", "hours")', 1],
    ['dateDiff("03/01/2024", "2024-03-29", "Days")', 28],
  ])('%s is %s', (source, expected) => {
    expect(valueOf(source)).toBe(expected);
  });

  it('is null when either date is missing or invalid', () => {
    expect(valueOf('dateDiff(null, "2024-03-29")')).toBe(null);
    expect(valueOf('dateDiff("2024-02-30", "2024-03-29")')).toBe(null);
    expect(valueOf('dateDiff("yesterday", "2024-03-29")')).toBe(null);
    expect(valueOf('dateDiff(45000, "2024-03-29")')).toBe(null);
  });

  it('reads Date objects in UTC', () => {
    expect(valueOf('dateDiff(a, b)', { a: new Date(Date.UTC(2024, 2, 1)), b: '2024-03-08' })).toBe(7);
  });

  it('refuses an unknown unit', () => {
    expect(errorOf('dateDiff("2024-03-01", "2024-03-29", "fortnights")').message).toContain('the unit must be one of');
  });
});

describe('dateFormat', () => {
  it.each([
    ['dateFormat("2024-03-05")', '03/05/2024'],
    ['dateFormat("2024-03-05", "M/D/YYYY")', '3/5/2024'],
    ['dateFormat("2024-03-05", "MM-DD-YYYY")', '03-05-2024'],
    ['dateFormat("2024-03-05", "YYYY-MM-DD")', '2024-03-05'],
    ['dateFormat("2024-03-05T14:07:00", "MM/DD/YYYY h:mm A")', '03/05/2024 2:07 PM'],
    ['dateFormat("2024-03-05T00:30", "hh:mm A")', '12:30 AM'],
    ['dateFormat("2024-03-05T12:00", "h A")', '12 PM'],
    ['dateFormat("2024-03-05T09:05:00-05:00", "hh:mm A")', '09:05 AM'],
    ['dateFormat("2024-03-05", "[Tested] MM/DD")', 'Tested 03/05'],
    ['dateFormat("03/05/2024", null)', '03/05/2024'],
  ])('%s is %s', (source, expected) => {
    expect(valueOf(source)).toBe(expected);
  });

  it("shows 'NR' for an invalid or empty date", () => {
    expect(valueOf('dateFormat("2023-02-29")')).toBe('NR');
    expect(valueOf('dateFormat("2024-13-01")')).toBe('NR');
    expect(valueOf('dateFormat("")')).toBe('NR');
    expect(valueOf('dateFormat(null)')).toBe('NR');
    expect(valueOf('dateFormat("not a date", "YYYY")')).toBe('NR');
    expect(valueOf('dateFormat(x)', { x: new Date(Number.NaN) })).toBe('NR');
  });

  it('refuses a pattern that is not text', () => {
    expect(errorOf('dateFormat("2024-03-05", 5)').message).toBe('dateFormat: the pattern must be text such as "MM/DD/YYYY", not 5');
  });
});

describe('latestDate', () => {
  it('takes the latest date, not the last in the list: 03/29/2024 after 03/08 and 12/01/2023', () => {
    const testDates = ['2024-03-29', '03/08/2024', null, '12/01/2023'];
    expect(valueOf('latestDate(testDates)', { testDates })).toBe('2024-03-29');
    expect(valueOf('lastValue(testDates)', { testDates })).toBe('12/01/2023');
    expect(valueOf('dateFormat(latestDate(testDates))', { testDates })).toBe('03/29/2024');
  });

  it('flattens its arguments and skips what is not a date', () => {
    expect(valueOf('latestDate("not a date", ["2024-01-02", ["2024-01-05"]], "2024-01-03")')).toBe('2024-01-05');
  });

  it('is null when there is no date', () => {
    expect(valueOf('latestDate([null, "", "NR"])')).toBe(null);
  });
});
