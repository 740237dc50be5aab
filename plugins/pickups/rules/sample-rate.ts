/** The rate a sample set is billed at: the server's part of the sample rules, so decimal.js stays out of the browser. */
import { Decimal } from 'decimal.js';
import { chosenRate, type RateSources } from './rate-choice.ts';

/** The rate a sample set is billed at (see `chosenRate`), as a decimal string with cents; null when none is known. */
export function sampleRate(sources: RateSources<string | number>): string | null {
  const chosen = chosenRate(sources);
  return chosen === undefined ? null : new Decimal(chosen).toFixed(2);
}
