import { z } from 'zod';
import { textField } from '../../core/crud/fields.ts';
import { versionField } from '../../core/db/versioned.ts';

/** Test equipment: name and calibration required ('This field is required'). */
export const equipmentInputSchema = z.object({
  name: textField({ required: true, max: 200 }),
  calibration: textField({ required: true, max: 200 }),
  detailsLabel: textField({ max: 100 }),
  details: textField({ max: 2000 }),
});

export const equipmentUpdateSchema = equipmentInputSchema.partial().extend({ version: versionField });
