import { describe, expect, it } from 'vitest';
import { formatCents, formatLabDateTime, formatMoney, formatPercent, formatPsi, formatStrength } from './format.ts';

describe('number formats', () => {
  it('writes money as currency with cents and thousands separators', () => {
    expect(formatMoney(24.5)).toBe('$24.50');
    expect(formatMoney('1234.5')).toBe('$1,234.50');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(-12)).toBe('-$12.00');
    expect(formatMoney(null)).toBe('');
    expect(formatMoney('')).toBe('');
    expect(formatCents(2450)).toBe('$24.50');
  });

  it('writes strengths as whole psi with a thousands separator', () => {
    expect(formatStrength(3980)).toBe('3,980 psi');
    expect(formatStrength('3980.00')).toBe('3,980 psi');
    expect(formatStrength(4012.6)).toBe('4,013 psi');
    expect(formatPsi(-0.4)).toBe('0');
    expect(formatStrength(null)).toBe('');
  });

  it('writes percentages with their % sign, to one decimal at most', () => {
    expect(formatPercent(5)).toBe('5%');
    expect(formatPercent(-2.25)).toBe('-2.3%');
    expect(formatPercent(12.3456)).toBe('12.3%');
    expect(formatPercent('75.00')).toBe('75%');
    expect(formatPercent(undefined)).toBe('');
  });
});

describe("a time in the lab's time zone", () => {
  it('reads MM/DD/YYYY h:mm AM/PM: 20:20 UTC is 12:20 PM in Los Angeles in November, 07:05 UTC the evening before', () => {
    expect(formatLabDateTime('2026-11-24T20:20:00Z', 'America/Los_Angeles')).toBe('11/24/2026 12:20 PM');
    expect(formatLabDateTime('2026-11-25T07:05:00Z', 'America/Los_Angeles')).toBe('11/24/2026 11:05 PM');
    expect(formatLabDateTime(new Date('2026-07-04T16:00:00Z'), 'America/New_York')).toBe('07/04/2026 12:00 PM');
  });
});
