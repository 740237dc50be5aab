import { atMost } from '../../lib/records/fields.ts';

/**
 * What a pickup's numbers can mean in a lab. A value beyond is refused with the bound in its
 * message, before anything is written: a sample set of two billion specimens would otherwise be
 * made one by one until the server ran out of memory.
 */
export const PICKUP_LIMITS = {
  /** Specimens (or billed items) in one sample set: cylinders come in sets of three to six. */
  setQty: 50,
  /** Sample sets on one pickup. */
  samples: 30,
  /** A stop on a driver's route. */
  stopNum: 999,
  /** An odometer reading, in miles. */
  odometer: 9_999_999,
  /** Min and max psi: composites break far above concrete, none above a million psi. */
  psi: 1_000_000,
  /** A sample set's rate, in dollars. */
  rate: 100_000,
  /** A pickup's trip charge, in dollars. */
  tripCharge: 10_000,
} as const;

export const LIMIT_MESSAGES = {
  setQty: `A sample set holds at most ${PICKUP_LIMITS.setQty}`,
  specimens: `A sample set holds at most ${PICKUP_LIMITS.setQty} specimens`,
  samples: `A pickup holds at most ${PICKUP_LIMITS.samples} sample sets`,
  stopNum: atMost(PICKUP_LIMITS.stopNum),
  odometer: atMost(PICKUP_LIMITS.odometer),
  psi: `${atMost(PICKUP_LIMITS.psi)} psi`,
  rate: atMost(PICKUP_LIMITS.rate),
  tripCharge: atMost(PICKUP_LIMITS.tripCharge),
} as const;
