/**
 * The psi check of the second seed document: a result fails when its calculated value is 0,
 * below min psi × percent-at-age / 100, or above max psi. Max psi is the sample's own, else
 * min psi × the sample type's maxPsiPct / 100, else twice min psi. 'For Information Only'
 * skips the check.
 */
import { numericValue } from '../formula/index.ts';

export type ResultStatus = 'Passed' | 'Failed' | 'Pending';

export interface StatusDecision {
  status: ResultStatus;
  message?: string;
}

export const NO_MIN_PSI_MESSAGE = 'There is no minimum psi set for this sample. You must resolve this before the test can be completed.';

/** The error toast of the spec's error catalogue. */
export function outOfSpecMessage(value: number, minPsi: number): string {
  return `The calculated psi for this test result (${value}), is out of specification! The minimum psi is ${minPsi}. You must resolve this before a report can be sent.`;
}

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

/** Reads min and max psi from a sample record (`minPsi` may hold the phrase 'For Information Only'). */
export function psiLimits(sample: Readonly<Record<string, unknown>>): PsiLimits {
  const phrase = typeof sample.minPsi === 'string' && /^\s*for information only\s*$/i.test(sample.minPsi);
  const forInformationOnly = sample.forInformationOnly === true || phrase;
  const minPsi = forInformationOnly ? null : numericValue(sample.minPsi);
  if (minPsi === null) return { forInformationOnly, minPsi, maxPsi: null };
  const percent = maxPsiPercent(sample);
  const maxPsi = numericValue(sample.maxPsi) ?? (percent !== null && percent > 0 ? (minPsi * percent) / 100 : 2 * minPsi);
  return { forInformationOnly, minPsi, maxPsi };
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

const TOLERANCE = 1e-9;

export function psiCheck({ value, limits, pctAge, psiOptional }: PsiCheckInput): StatusDecision {
  if (limits.forInformationOnly) return value === null ? { status: 'Pending' } : { status: 'Passed' };
  if (limits.minPsi === null) {
    if (!psiOptional) return { status: 'Pending', message: NO_MIN_PSI_MESSAGE };
    return value === null ? { status: 'Pending' } : { status: 'Passed' };
  }
  if (value === null) return { status: 'Pending', message: 'There is no calculated value yet.' };
  if (pctAge === null) return { status: 'Pending', message: 'The age at test is unknown, so the strength expected at this age is too.' };
  const required = (limits.minPsi * pctAge) / 100;
  const tooHigh = limits.maxPsi !== null && value > limits.maxPsi + TOLERANCE;
  if (value === 0 || value < required - TOLERANCE || tooHigh) {
    return { status: 'Failed', message: outOfSpecMessage(value, limits.minPsi) };
  }
  return { status: 'Passed' };
}
