import { toDisplayDate } from '../../shared/dates.ts';

/**
 * Whether equipment is past its calibration due date on `today` (the lab's): due yesterday is
 * overdue, due today is not. Equipment without a due date is not judged.
 * @example calibrationOverdue({ calibrationDue: '2026-11-23' }, '2026-11-24') // true
 */
export function calibrationOverdue(equipment: { calibrationDue: string | null }, today: string): boolean {
  return equipment.calibrationDue !== null && equipment.calibrationDue < today;
}

/** Why overdue equipment cannot be chosen for a report. */
export function overdueMessage(equipment: { name: string; calibrationDue: string | null }): string {
  return `${equipment.name} was due for calibration on ${toDisplayDate(equipment.calibrationDue)} and cannot be chosen until it is calibrated again`;
}
