import { describe, expect, it } from 'vitest';
import { companyRefusal, dateRefusal, REQUEST_MESSAGES as R } from './messages.ts';

describe('when a customer may request a pickup', () => {
  it('refuses a past day, and today from the cut-off on', () => {
    expect(dateRefusal('2026-11-26', '2026-11-27', '08:00', '12:00')).toBe(R.past);
    expect(dateRefusal('2026-11-27', '2026-11-27', '11:55', '12:00')).toBeNull();
    expect(dateRefusal('2026-11-27', '2026-11-27', '12:00', '12:00')).toBe('Same-day pickups must be requested before 12:00');
    expect(dateRefusal('2026-11-28', '2026-11-27', '23:00', '12:00')).toBeNull();
  });

  it('refuses the frozen and must-pay companies, naming the status', () => {
    expect(companyRefusal('Frozen Debt')).toContain("'Frozen Debt'");
    expect(companyRefusal('Must pay before P/U')).toContain("'Must pay before P/U'");
    expect(companyRefusal('Active')).toBeNull();
    expect(companyRefusal('Must pay before report')).toBeNull();
  });
});
