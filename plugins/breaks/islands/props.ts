import { z } from 'zod';
import { templateSchema } from '../../templates/client.ts';
import { formSpecimenSchema, resultChangeSchema } from '../answers.ts';

/** The break form: the specimen as `GET /api/break-report/{id}` answers it, its template's form, and the defaults of the day. */
export const breakFormPropsSchema = z.object({
  specimen: formSpecimenSchema,
  /** The template the specimen is judged by, with its whole definition (`template.json`). */
  template: z.object({ id: z.string(), version: z.string(), name: z.string(), title: z.string(), definition: templateSchema }),
  /** The signed-in user's first and last name: the technician's default. */
  technician: z.string(),
  /** Now in the lab's time zone, h:mm AM/PM. */
  defaultTime: z.string(),
  /** The lab's day, YYYY-MM-DD: the test date's default. */
  today: z.string(),
  /** The lab's time zone: times people read are the lab's. */
  timeZone: z.string(),
  /** The saves of its result, as `GET /api/break-report/history/{id}` lists them. */
  history: z.array(resultChangeSchema),
  /** The test types a held specimen can be scheduled at. */
  testTypes: z.array(z.object({ id: z.number().int(), description: z.string() })),
});
export type BreakFormProps = z.infer<typeof breakFormPropsSchema>;

/** The button that opens a specimen's test results in the modal. */
export const specimenResultsPropsSchema = z.object({ specimenId: z.number().int(), specimenNum: z.string() });
export type SpecimenResultsProps = z.infer<typeof specimenResultsPropsSchema>;

/** The machine import: where columns may go, and the machines' saved mappings. */
export const resultImportPropsSchema = z.object({
  targets: z.array(z.object({ name: z.string(), label: z.string() })),
  mappings: z.array(
    z.object({ id: z.number().int(), version: z.number().int(), machine: z.string(), columns: z.record(z.string(), z.string()) }),
  ),
});
export type ResultImportProps = z.infer<typeof resultImportPropsSchema>;

export const listOrderPropsSchema = z.object({});

/** The set screen: the specimens of a sample set due on one day, their template (whose fields fit in a row), and the defaults of the day. */
export const breakSetPropsSchema = z.object({
  /** The specimen the set was opened from: the set's address in the API. */
  anchorId: z.number().int(),
  specimens: z.array(formSpecimenSchema).min(1),
  template: breakFormPropsSchema.shape.template,
  technician: z.string(),
  defaultTime: z.string(),
  today: z.string(),
});
export type BreakSetProps = z.infer<typeof breakSetPropsSchema>;
