import * as z from 'zod/mini';
import { numberField, textField } from '../../lib/records/fields.ts';
import { versionField } from '../../core/db/versioned.ts';

/** A material of the composite-panel reports: every field required ('This field is required'). */
export const materialInputSchema = z.object({
  manufacturer: textField({ required: true, max: 200 }),
  type: textField({ required: true, max: 200 }),
  numPlies: numberField({ required: true, whole: true, max: 1000 }),
  thickness: numberField({ required: true, decimals: 4, max: 9999 }),
});

export const materialUpdateSchema = z.extend(z.partial(materialInputSchema), { version: versionField });

export type MaterialInput = z.output<typeof materialInputSchema>;
