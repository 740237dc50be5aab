/**
 * Which of a sample set's rate sources bills it: with 'Override Default Rate?' on, the rate typed
 * on the set; otherwise the customer's negotiated rate for the type, else the set's own, else the
 * type's default. Shared by the server (which stores it in cents) and the sample set dialog (which
 * shows it before saving), so both name the same rate.
 */
export interface RateSources<T> {
  /** The customer's negotiated rate for the sample type. */
  customerRate?: T | null;
  /** The rate typed on the sample set. */
  sampleRate?: T | null;
  /** The sample type's default rate. */
  typeDefaultRate?: T | null;
  /** 'Override Default Rate?': the rate typed on the sample set wins. */
  overrideDefaultRate?: boolean;
}

const present = <T>(value: T | null | undefined): value is T => value !== null && value !== undefined && value !== '';

/** The rate that applies, or undefined when none is known. */
export function chosenRate<T>({ customerRate, sampleRate: own, typeDefaultRate, overrideDefaultRate }: RateSources<T>): T | undefined {
  return overrideDefaultRate && present(own) ? own : [customerRate, own, typeDefaultRate].find(present);
}
