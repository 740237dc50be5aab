import { describe, expect, it } from 'vitest';
import { calibrationOverdue, overdueMessage } from './rules.ts';

describe('calibration due dates', () => {
  it('is overdue from the day after the due date, and never without one', () => {
    expect(calibrationOverdue({ calibrationDue: '2026-11-23' }, '2026-11-24')).toBe(true);
    expect(calibrationOverdue({ calibrationDue: '2026-11-24' }, '2026-11-24')).toBe(false);
    expect(calibrationOverdue({ calibrationDue: '2027-01-15' }, '2026-11-24')).toBe(false);
    expect(calibrationOverdue({ calibrationDue: null }, '2026-11-24')).toBe(false);
  });

  it('names the equipment and its due date', () => {
    expect(overdueMessage({ name: 'Digital Caliper, 6 in', calibrationDue: '2026-08-10' })).toBe(
      'Digital Caliper, 6 in was due for calibration on 08/10/2026 and cannot be chosen until it is calibrated again',
    );
  });
});
