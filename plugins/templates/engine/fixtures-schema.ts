/**
 * The shape of a template's `fixtures.json`: inputs and the outputs they must give.
 * `cases` check one result each; `sets` check the final computed values of a sample set
 * and render the DOCX layout with its data.
 */
import { z } from 'zod';

const record = z.record(z.string(), z.unknown());

export const resultInputSchema = z.strictObject({
  fields: record.default({}),
  sample: record.default({}),
  specimen: record.default({}),
  /** Review rules a person has accepted for this result. */
  acceptedRemarks: z.array(z.string()).optional(),
});

/** A whole set, as `portal template eval` and fixture sets take it. */
export const setInputSchema = z.strictObject({
  sample: record.default({}),
  results: z.array(resultInputSchema.omit({ sample: true })).min(1),
});

export type ResultInput = z.input<typeof resultInputSchema>;

const statusSchema = z.enum(['Passed', 'Failed', 'Pending']);

export const fixturesSchema = z.strictObject({
  cases: z
    .array(
      z.strictObject({
        name: z.string().min(1),
        input: resultInputSchema,
        expected: z.strictObject({
          computed: record.default({}),
          status: statusSchema.optional(),
          message: z.string().optional(),
          /** The text of each review remark, in the template's order; absent means none is checked. */
          remarks: z.array(z.string()).optional(),
          /** The message of each error the input must give (a value that is not an option); absent means none. */
          errors: z.array(z.string()).optional(),
        }),
      }),
    )
    .default([]),
  sets: z
    .array(
      z.strictObject({
        name: z.string().min(1),
        ...setInputSchema.shape,
        report: record.default({}),
        expected: z.strictObject({ final: record.default({}), statuses: z.array(statusSchema).optional() }),
      }),
    )
    .default([]),
});

export type Fixtures = z.infer<typeof fixturesSchema>;
