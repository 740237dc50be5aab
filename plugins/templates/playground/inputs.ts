/** What the playground's form holds, and the result input the template machinery reads. */
import { fromDisplayDate } from '../../../shared/dates.ts';
import type { ResultInput } from '../engine/evaluate.ts';

export interface PlaygroundInputs {
  /** Field name → the text typed or the option chosen. */
  fields: Record<string, string>;
  /** A number, or the phrase 'For Information Only'. */
  minPsi: string;
  forInformationOnly: boolean;
  maxPsi: string;
  /** YYYY-MM-DD, as a date input gives it. */
  castDate: string;
  testDate: string;
}

export const EMPTY_INPUTS: PlaygroundInputs = { fields: {}, minPsi: '', forInformationOnly: false, maxPsi: '', castDate: '', testDate: '' };

const orNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());
/** A date typed MM/DD/YYYY as the engine takes it, `YYYY-MM-DD`; blank or not a date is none. */
const dateOrNull = (text: string): string | null => fromDisplayDate(text);

/**
 * The input of `evaluateResult`, shaped as a break entry sends it: blank boxes are left out
 * (so defaults apply), blank sample values are null.
 *
 * @example
 * resultInput({ ...EMPTY_INPUTS, fields: { load: '50000', length: '' }, minPsi: '4000' })
 * // { fields: { load: '50000' }, sample: { minPsi: '4000', maxPsi: null, castDate: null, forInformationOnly: false }, specimen: { testDate: null } }
 */
export function resultInput(inputs: PlaygroundInputs): Required<Pick<ResultInput, 'fields' | 'sample' | 'specimen'>> {
  const fields = Object.fromEntries(Object.entries(inputs.fields).filter(([, value]) => value.trim() !== ''));
  return {
    fields,
    sample: {
      minPsi: inputs.forInformationOnly ? null : orNull(inputs.minPsi),
      maxPsi: orNull(inputs.maxPsi),
      castDate: dateOrNull(inputs.castDate),
      forInformationOnly: inputs.forInformationOnly,
    },
    specimen: { testDate: dateOrNull(inputs.testDate) },
  };
}
