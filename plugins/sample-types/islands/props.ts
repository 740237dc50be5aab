import { z } from 'zod';

const sampleType = z.object({
  id: z.number().int(),
  version: z.number().int(),
  description: z.string(),
  sku: z.number().nullable(),
  defaultRate: z.number().nullable(),
  maxPsiPct: z.number().nullable(),
  nonSpecimen: z.boolean(),
  defaultTestTypeId: z.number().int().nullable(),
  defaultReportTemplate: z.string().nullable(),
  quickbooksId: z.string().nullable(),
  breakSchedule: z.array(z.object({ qty: z.number().int(), testTypeId: z.number().int() })).nullable(),
});

const testType = z.object({
  id: z.number().int(),
  version: z.number().int(),
  description: z.string(),
  dateVariance: z.number().int(),
  noTestDateRequired: z.boolean(),
});

/** The sample type form: the record (null for a new one) and the choices of its two pickers. */
export const sampleTypeFormPropsSchema = z.object({
  sampleType: sampleType.nullable(),
  testTypes: z.array(testType.pick({ id: true, description: true })),
  templates: z.array(z.object({ id: z.string(), title: z.string() })),
});

export const testTypeFormPropsSchema = z.object({ testType: testType.nullable() });

export type SampleTypeFormProps = z.infer<typeof sampleTypeFormPropsSchema>;
export type TestTypeFormProps = z.infer<typeof testTypeFormPropsSchema>;
