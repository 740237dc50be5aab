import { describe, expect, it } from 'vitest';
import { addDays, dateInZone, fromDisplayDate, isIsoDate, labToday, toDisplayDate } from './dates.ts';

describe('lab dates', () => {
  it("takes today in the lab's time zone, not the server's", () => {
    const lateEvening = new Date('2026-11-23T05:30:00Z');
    expect(labToday('America/Los_Angeles', lateEvening)).toBe('2026-11-22');
    expect(labToday('Europe/Berlin', lateEvening)).toBe('2026-11-23');
    expect(dateInZone(new Date('2026-03-08T09:59:00Z'), 'America/Chicago')).toBe('2026-03-08');
  });

  it('adds days across months, leap days and daylight-saving changes', () => {
    expect(addDays('2026-10-01', 28)).toBe('2026-10-29');
    expect(addDays('2026-10-25', 7)).toBe('2026-11-01');
    expect(addDays('2028-02-22', 7)).toBe('2028-02-29');
    expect(addDays('2026-03-05', 7)).toBe('2026-03-12');
    expect(addDays('2026-01-10', -10)).toBe('2025-12-31');
    expect(() => addDays('2026-02-30', 1)).toThrow('Not a date');
  });

  it('checks real calendar dates', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('11/22/2026')).toBe(false);
  });

  it('converts between MM/DD/YYYY and YYYY-MM-DD', () => {
    expect(toDisplayDate('2026-11-22')).toBe('11/22/2026');
    expect(toDisplayDate(null)).toBe('');
    expect(fromDisplayDate('11/22/2026')).toBe('2026-11-22');
    expect(fromDisplayDate('02/30/2026')).toBeNull();
    expect(fromDisplayDate('2026-11-22')).toBeNull();
  });
});
