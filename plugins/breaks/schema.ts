import { z } from 'zod';
import { recordId } from '../../core/http/params.ts';
import { versionField } from '../../core/db/versioned.ts';

/** How much a result may hold: more fields or longer text than any template asks for is not a result. */
export const RESULT_LIMITS = { keys: 200, text: 2000, magnitude: 1e12 } as const;

const INVALID_RESULTS = 'Results must be an object of field values';

/** A JSON object, or JSON text holding one (the second document stores them as text). */
const jsonObject = (message: string) =>
  z.preprocess(
    (value) => {
      if (typeof value !== 'string') return value;
      try {
        return JSON.parse(value) as unknown;
      } catch {
        return value;
      }
    },
    z.record(z.string().max(100), z.unknown(), { error: message }),
  );

/** A value of one field: text, a number a lab can mean, a yes/no or empty. */
function checkValues(results: Record<string, unknown>, context: z.RefinementCtx): void {
  const entries = Object.entries(results);
  if (entries.length > RESULT_LIMITS.keys) context.addIssue({ code: 'custom', message: `At most ${RESULT_LIMITS.keys} values` });
  for (const [key, value] of entries) {
    const fine =
      value === null ||
      typeof value === 'boolean' ||
      (typeof value === 'string' && value.length <= RESULT_LIMITS.text && !value.includes('\u0000')) ||
      (typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= RESULT_LIMITS.magnitude);
    if (!fine) context.addIssue({ code: 'custom', path: [key], message: `${key} is not a value a result can hold` });
  }
}

/**
 * `POST /api/break-report` and `PUT /api/break-report/{id}`: the spec's body. The server takes
 * the sample set, pickup, sample type and template from the specimen and the status from its own
 * evaluation; what the client sends of them is checked against the specimen, never trusted.
 */
export const breakInputSchema = z.object({
  specimenId: recordId('Invalid specimen'),
  results: jsonObject(INVALID_RESULTS).superRefine(checkValues),
  template: z
    .union([z.string().max(100), z.object({ id: z.string().max(100), version: z.string().max(50).optional() })])
    .optional()
    .nullable(),
  sampleTypeId: z.nullable(z.optional(recordId('Invalid sample type'))),
  sampleId: z.nullable(z.optional(recordId('Invalid sample set'))),
  pickupId: z.nullable(z.optional(recordId('Invalid pickup'))),
  fields: z.unknown().optional(),
  status: z.string().max(20).optional().nullable(),
  /** The review rules a person has looked at and accepted. */
  acceptedRemarks: z.array(z.string().max(100)).max(50).optional(),
  version: versionField,
});

export type BreakInput = z.infer<typeof breakInputSchema>;

/** `POST /api/break-report/schedule/{id}`: a held specimen's test type, and its test date (else cast date + the type's days). */
export const scheduleInputSchema = z.object({
  testTypeId: recordId('Choose a test type'),
  testDate: z.optional(z.nullable(z.string().max(20))),
  version: versionField,
});

export type ScheduleInput = z.infer<typeof scheduleInputSchema>;

/** The most rows a set screen sends: more specimens than any set is broken in on one day. */
export const SET_ROWS = 24;

/**
 * `PUT /api/break-report/set/{id}`: one row per specimen of the set, each the single save's
 * body (with its result's `version` once it has one); recorded all together or not at all.
 */
export const breakSetInputSchema = z.object({
  rows: z.array(breakInputSchema).min(1, 'Enter at least one specimen').max(SET_ROWS, `At most ${SET_ROWS} specimens`),
});

export type BreakSetInput = z.infer<typeof breakSetInputSchema>;
