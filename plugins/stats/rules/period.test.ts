import { describe, expect, it } from 'vitest';
import { periodOf, seriesStart } from './period.ts';

describe('the results-by-period table', () => {
  const today = '2026-11-24';

  it('heads a day with its date as MM-DD-YYYY and steps a day', () => {
    expect(periodOf('day', '2026-11-20', today)).toEqual({
      start: '2026-11-20',
      end: '2026-11-21',
      previous: '2026-11-19',
      next: '2026-11-21',
      heading: 'Results for: 11-20-2026',
    });
  });

  it('hides next once the period reaches today', () => {
    expect(periodOf('day', today, today).next).toBeNull();
    expect(periodOf('day', '2026-11-23', today).next).toBe('2026-11-24');
    expect(periodOf('month', '2026-11-03', today)).toMatchObject({ start: '2026-11-01', end: '2026-12-01', next: null });
    expect(periodOf('month', '2026-10-31', today)).toMatchObject({ start: '2026-10-01', next: '2026-11-01', previous: '2026-09-01' });
  });

  it('steps months across a year and years whole', () => {
    expect(periodOf('month', '2026-01-15', today)).toMatchObject({ previous: '2025-12-01', end: '2026-02-01' });
    expect(periodOf('year', '2025-06-30', today)).toEqual({
      start: '2025-01-01',
      end: '2026-01-01',
      previous: '2024-01-01',
      next: '2026-01-01',
      heading: 'Results for: 06-30-2025',
    });
    expect(periodOf('year', '2026-02-01', today).next).toBeNull();
  });

  it("starts a series 30 days, 12 months or 5 years back, today's period included", () => {
    expect(seriesStart('day', today)).toBe('2026-10-26');
    expect(seriesStart('month', today)).toBe('2025-12-01');
    expect(seriesStart('month', '2026-01-05')).toBe('2025-02-01');
    expect(seriesStart('year', today)).toBe('2022-01-01');
  });
});
