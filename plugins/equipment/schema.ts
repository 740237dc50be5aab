import * as z from 'zod/mini';
import { textField } from '../../lib/records/fields.ts';
import { preprocess } from '../../core/http/zod-mini.ts';
import { fromDisplayDate, isIsoDate } from '../../shared/dates.ts';
import { versionField } from '../../core/db/versioned.ts';

export const DUE_BEFORE_CALIBRATED = 'The due date must not be before the last calibration';

/** A calibration date, `YYYY-MM-DD` (or `MM/DD/YYYY` as the form shows it); blank is none. */
const calibrationDate = preprocess(
  (value) => (value === '' ? null : typeof value === 'string' ? (fromDisplayDate(value) ?? value) : value),
  z.optional(z.nullable(z.string({ error: 'Invalid date' }).check(z.refine(isIsoDate, 'Invalid date')))),
);

const fields = z.object({
  name: textField({ required: true, max: 200 }),
  calibration: textField({ required: true, max: 200 }),
  lastCalibrated: calibrationDate,
  calibrationDue: calibrationDate,
  detailsLabel: textField({ max: 100 }),
  details: textField({ max: 2000 }),
});

function dueAfterCalibration(
  value: { lastCalibrated?: string | null | undefined; calibrationDue?: string | null | undefined },
  ctx: z.core.$RefinementCtx,
) {
  if (value.lastCalibrated && value.calibrationDue && value.calibrationDue < value.lastCalibrated) {
    ctx.addIssue({ code: 'custom', path: ['calibrationDue'], message: DUE_BEFORE_CALIBRATED, input: value });
  }
}

/** Test equipment: name and calibration required ('This field is required'); the due date not before the last calibration. */
export const equipmentInputSchema = fields.check(z.superRefine(dueAfterCalibration));

export const equipmentUpdateSchema = z.extend(z.partial(fields), { version: versionField }).check(z.superRefine(dueAfterCalibration));
