import * as z from 'zod/mini';
import { flagField, numberField, referenceField, textField } from '../../lib/records/fields.ts';
import { versionField } from '../../core/db/versioned.ts';
import { acceptingSpecNames } from '../../core/http/spec-names.ts';
import { breakScheduleField } from './break-schedule.schema.ts';

/** What a lab can mean: a sample's rate in dollars, and how far above min psi a max psi lies. */
const MAX_RATE = 100_000;
const MAX_PCT = 1_000;

/**
 * A sample type as the form and the API take it (section 5 of the first document): description
 * required; SKU a positive whole number; default rate and Max PSI % positive with cents.
 */
const sampleTypeFields = z.object({
  description: textField({ required: true, max: 200 }),
  sku: numberField({ whole: true }),
  defaultRate: numberField({ decimals: 2, allowZero: true, max: MAX_RATE }),
  maxPsiPct: numberField({ decimals: 2, allowZero: true, max: MAX_PCT }),
  nonSpecimen: z.optional(flagField),
  defaultTestTypeId: referenceField,
  defaultReportTemplate: textField({ max: 100 }),
  quickbooksId: textField({ max: 100 }),
  breakSchedule: z.optional(breakScheduleField),
});

/** The specification's names for a sample type's fields, taken and answered beside the portal's. */
export const SAMPLE_TYPE_SPEC_NAMES = { default_rate: 'defaultRate' } as const;

export const sampleTypeInputSchema = acceptingSpecNames(sampleTypeFields, SAMPLE_TYPE_SPEC_NAMES);

/** A change: only the fields sent are changed. */
export const sampleTypeUpdateSchema = acceptingSpecNames(
  z.extend(z.partial(sampleTypeFields), { version: versionField }),
  SAMPLE_TYPE_SPEC_NAMES,
);

export type SampleTypeInput = z.output<typeof sampleTypeInputSchema>;
export type SampleTypeUpdateInput = z.output<typeof sampleTypeUpdateSchema>;

/** A test type: its description and how many days after casting its specimens are tested. */
export const testTypeInputSchema = z.object({
  description: textField({ required: true, max: 100 }),
  dateVariance: numberField({ required: true, whole: true, allowZero: true, max: 3650 }),
  noTestDateRequired: z.optional(flagField),
});

export const testTypeUpdateSchema = z.extend(z.partial(testTypeInputSchema), { version: versionField });

export type TestTypeInput = z.output<typeof testTypeInputSchema>;
export type TestTypeUpdateInput = z.output<typeof testTypeUpdateSchema>;
