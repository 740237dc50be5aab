import { InputError } from '../../../core/errors.ts';

export const ODOMETER_MESSAGE = 'Odometer finish cannot be below the odometer start';

export interface OdometerReadings {
  odomStart?: number | null | undefined;
  odomFinish?: number | null | undefined;
}

/**
 * Refuses a finish reading below the start (a 400 on `odomFinish`). A save that leaves a
 * reading out keeps the stored one, so the pair is checked as it will be after the save.
 */
export function assertOdometer(stored: OdometerReadings | null, sent: OdometerReadings): void {
  const start = sent.odomStart !== undefined ? sent.odomStart : (stored?.odomStart ?? null);
  const finish = sent.odomFinish !== undefined ? sent.odomFinish : (stored?.odomFinish ?? null);
  if (start !== null && start !== undefined && finish !== null && finish !== undefined && finish < start) {
    throw new InputError(ODOMETER_MESSAGE, { odomFinish: ODOMETER_MESSAGE });
  }
}
