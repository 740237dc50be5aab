/**
 * The psi check of the second seed document: a result fails when its calculated value is 0,
 * below min psi × percent-at-age / 100, or above max psi. Max psi is the sample's own, else
 * min psi + min psi × the sample type's maxPsiPct / 100 (the first document's rule, which the
 * pickup form also fills in), else twice min psi. 'For Information Only'
 * skips the check. A min or max psi of 0 is not set. Limits are computed in exact decimals (the
 * formula language's arithmetic), so a value on a limit is on the right side of it (decision 062).
 */
import { exact, numericValue } from '../formula/index.ts';

export type ResultStatus = 'Passed' | 'Failed' | 'Pending';

export interface StatusDecision {
  status: ResultStatus;
  message?: string;
}

export const NO_MIN_PSI_MESSAGE = 'There is no minimum psi set for this sample. You must resolve this before the test can be completed.';

/** A strength of 0 fails even where no min psi is set; worded as the spec's out-of-specification toast. */
export const ZERO_PSI_MESSAGE =
  'The calculated psi for this test result (0), is out of specification! A result of 0 always fails. You must resolve this before a report can be sent.';

/**
 * The error toast of the spec's error catalogue, naming the limit the value was judged against:
 * the minimum at that age (a 7-day break under a 4,000 psi f'c at 65 % says 2600), or the
 * maximum when the value is above it.
 */
export function outOfSpecMessage(value: number, limit: number, which: 'minimum' | 'maximum' = 'minimum'): string {
  return `The calculated psi for this test result (${value}), is out of specification! The ${which} psi is ${limit}. You must resolve this before a report can be sent.`;
}

/** An age the template's age table gives no percentage for (or 0 %): the result cannot be judged. */
export const noRequirementAtAgeMessage = (age: number) => `No strength requirement for an age of ${age} days`;

/** The red status text of the spec: '<value> does not meet the requirement of <required>'. */
export function requirementMessage(value: string, required: string): string {
  return `${value} does not meet the requirement of ${required}`;
}

export interface PsiLimits {
  forInformationOnly: boolean;
  minPsi: number | null;
  maxPsi: number | null;
}

function maxPsiPercent(sample: Readonly<Record<string, unknown>>): number | null {
  const own = numericValue(sample.maxPsiPct);
  if (own !== null) return own;
  const type = sample.SampleType ?? sample.sampleType;
  return typeof type === 'object' && type !== null ? numericValue((type as Record<string, unknown>).maxPsiPct) : null;
}

/** A psi the sample sets: a number above 0. A min or max psi of 0 (or less) means none is set. */
function setPsi(value: unknown): number | null {
  const number = numericValue(value);
  return number !== null && number > 0 ? number : null;
}

function isForInformationOnly(sample: Readonly<Record<string, unknown>>): boolean {
  const phrase = typeof sample.minPsi === 'string' && /^\s*for information only\s*$/i.test(sample.minPsi);
  return sample.forInformationOnly === true || phrase;
}

/** Reads min and max psi from a sample record (`minPsi` may hold the phrase 'For Information Only'). */
export function psiLimits(sample: Readonly<Record<string, unknown>>): PsiLimits {
  const forInformationOnly = isForInformationOnly(sample);
  const minPsi = forInformationOnly ? null : setPsi(sample.minPsi);
  if (minPsi === null) return { forInformationOnly, minPsi, maxPsi: null };
  const percent = maxPsiPercent(sample);
  const derived = percent !== null && percent > 0 ? exact(minPsi, exact(exact(minPsi, percent, '*'), 100, '/'), '+') : 2 * minPsi;
  return { forInformationOnly, minPsi, maxPsi: setPsi(sample.maxPsi) ?? derived };
}

/**
 * The sample as formulas see it: `minPsi` and `maxPsi` null where none is set (0, empty, or For
 * Information Only for min psi), `forInformationOnly` true or false.
 *
 * @example
 * sampleForFormulas({ minPsi: 0, castDate: '2024-03-01' }) // { minPsi: null, maxPsi: null, castDate: '2024-03-01', forInformationOnly: false }
 */
export function sampleForFormulas(sample: Readonly<Record<string, unknown>>): Readonly<Record<string, unknown>> {
  const forInformationOnly = isForInformationOnly(sample);
  const minPsi = forInformationOnly ? null : setPsi(sample.minPsi);
  const maxPsi = setPsi(sample.maxPsi);
  // Most samples already read so (a positive min psi or none): they are not copied, for speed.
  const same = (given: unknown, normal: unknown) => given === normal || (given === undefined && normal === null);
  const unchanged =
    same(sample.minPsi, minPsi) && same(sample.maxPsi, maxPsi) && (sample.forInformationOnly ?? false) === forInformationOnly;
  return unchanged ? sample : { ...sample, minPsi, maxPsi, forInformationOnly };
}

export interface PsiCheckInput {
  /** The calculated value (calculatedPsi, or the dynamicPsi field). */
  value: number | null;
  limits: PsiLimits;
  /** Percent of the design strength expected at this age (0-100); 100 when the template has no pctAge. */
  pctAge: number | null;
  /** A missing min psi is allowed (the template's psiOptional). */
  psiOptional: boolean;
}

/**
 * Passed, Failed or Pending with the reason. 0 always fails; without a min psi the result waits
 * with the no-psi alert unless the template allows it.
 *
 * @example
 * psiCheck({ value: 2600, limits: psiLimits({ minPsi: 4000 }), pctAge: 65, psiOptional: false }) // { status: 'Passed' }: 2600 is exactly 65 % of 4000
 */
export function psiCheck({ value, limits, pctAge, psiOptional }: PsiCheckInput): StatusDecision {
  if (limits.forInformationOnly) return value === null ? { status: 'Pending' } : { status: 'Passed' };
  if (value === 0) return { status: 'Failed', message: ZERO_PSI_MESSAGE };
  if (limits.minPsi === null) {
    if (!psiOptional) return { status: 'Pending', message: NO_MIN_PSI_MESSAGE };
    return value === null ? { status: 'Pending' } : { status: 'Passed' };
  }
  if (value === null) return { status: 'Pending', message: 'There is no calculated value yet.' };
  if (pctAge === null) return { status: 'Pending', message: 'The age at test is unknown, so the strength expected at this age is too.' };
  // Both sides are the doubles nearest their exact decimals, so comparing them compares the decimals.
  const required = exact(exact(limits.minPsi, pctAge, '*'), 100, '/');
  if (value < required) return { status: 'Failed', message: outOfSpecMessage(value, required) };
  if (limits.maxPsi !== null && value > limits.maxPsi)
    return { status: 'Failed', message: outOfSpecMessage(value, limits.maxPsi, 'maximum') };
  return { status: 'Passed' };
}
