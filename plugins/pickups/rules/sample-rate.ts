/** The rate a sample set is billed at: the server's part of the sample rules, so decimal.js stays out of the browser. */
import { Decimal } from 'decimal.js';

export interface RateSources {
  /** The customer's negotiated rate for the sample type. */
  customerRate?: string | number | null;
  /** The rate typed on the sample set. */
  sampleRate?: string | number | null;
  /** The sample type's default rate. */
  typeDefaultRate?: string | number | null;
  /** 'Override Default Rate?': the rate typed on the sample set wins. */
  overrideDefaultRate?: boolean;
}

const present = (value: string | number | null | undefined): value is string | number =>
  value !== null && value !== undefined && value !== '';

/**
 * The rate a sample set is billed at, as a decimal string with cents: with the override on, the
 * sample's own rate; otherwise the customer's rate for the type, else the sample's own, else the
 * type's default; null when none is known.
 */
export function sampleRate({ customerRate, sampleRate: own, typeDefaultRate, overrideDefaultRate }: RateSources): string | null {
  const chosen = overrideDefaultRate && present(own) ? own : [customerRate, own, typeDefaultRate].find(present);
  return chosen === undefined ? null : new Decimal(chosen).toFixed(2);
}
