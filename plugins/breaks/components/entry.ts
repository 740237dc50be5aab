import { flattenFields, type ResultEvaluation, type TemplateDefinition } from '../../templates/client.ts';
import type { TestResult } from '../present.ts';
import type { SpecimenFacts } from '../rules/context.ts';
import { ENTRY_MESSAGE, verificationName } from '../rules/entry.ts';
import { testDateError } from '../rules/test-date.ts';
import { normaliseTime } from '../rules/time.ts';

/** What the break form and the set screen save from and go back to. */
export const LIST = '/admin/break-report';
export const SAVED = 'Your break report was saved';

/** A specimen as `GET /api/break-report/{id}` answers it, as far as the entry screens read it. */
export type FormSpecimen = SpecimenFacts & {
  id: number;
  version: number;
  testDate: string | null;
  scheduledTestDate: string | null;
  sampleType: string | null;
  TestType: (SpecimenFacts['TestType'] & { description: string }) | null;
  Sample: SpecimenFacts['Sample'] & {
    id: number;
    pickupId: number;
    sampleTypeId: number | null;
    allowTesting: boolean;
    sampleNum: string;
    Pickup: { pickupNumber: number; Customer: { companyName: string } };
  };
  TestResult: TestResult | null;
};

export const asText = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** The inputs' first values: the saved result's, else the template's defaults; verified copies as saved. */
export function initialValues(definition: TemplateDefinition, result: TestResult | null): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of flattenFields(definition.fields)) {
    const saved = result?.results[field.name];
    values[field.name] = asText(saved ?? definition.defaultValues?.[field.name] ?? field.default);
    if (field.requireVerification === true && saved !== undefined && saved !== null) values[verificationName(field.name)] = asText(saved);
  }
  return values;
}

/** What the technician states besides the template's fields, as typed. */
export interface Statements {
  technician: string;
  /** YYYY-MM-DD, or '' while what was typed is not a date. */
  testDate: string;
  time: string;
  testsComplete: boolean;
}

/**
 * The checks of the statements the server repeats on save: the time ('Enter a time such as
 * 9:30 AM'), the test date (neither before casting nor after today), and the engine's refusal
 * of the age ('No strength requirement for an age of 0 days'), which is the date's to fix.
 * Answers the messages by field and the time as it is stored.
 */
export function statementErrors(
  statements: Pick<Statements, 'testDate' | 'time'>,
  castDate: string | null,
  today: string,
  evaluations: readonly (ResultEvaluation | null)[],
): { errors: Record<string, string>; time: string | null } {
  const errors: Record<string, string> = {};
  const time = normaliseTime(statements.time);
  if (time === null) errors.time = ENTRY_MESSAGE.time;
  const wrongDate = statements.testDate === '' ? 'Invalid Date Format' : testDateError(statements.testDate, castDate, today);
  if (wrongDate !== undefined) errors.testDate = wrongDate;
  const ageError = evaluations
    .flatMap((evaluation) => evaluation?.errors ?? [])
    .find((error) => 'field' in error && error.field === 'testDate');
  if (ageError !== undefined && errors.testDate === undefined) errors.testDate = ageError.message;
  return { errors, time };
}

/** The single save's body (`POST`/`PUT /api/break-report`), also a row of the set's save. */
export function saveBody(
  specimen: FormSpecimen,
  template: { id: string; definition: TemplateDefinition },
  values: Record<string, string>,
  statements: Statements,
  evaluation: ResultEvaluation | null,
  result: TestResult | null,
) {
  return {
    specimenId: specimen.id,
    sampleId: specimen.Sample.id,
    pickupId: specimen.Sample.pickupId,
    sampleTypeId: specimen.Sample.sampleTypeId,
    template: template.id,
    fields: template.definition.fields,
    status: evaluation?.status ?? 'Pending',
    results: { ...values, ...statements },
    ...(result ? { version: result.version } : {}),
  };
}
