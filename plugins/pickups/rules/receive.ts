import { BusinessRuleError } from '../../../core/errors.ts';

/** What the Receive Samples dialog sends for one sample set. */
export interface ReceiveLine {
  sampleId: number;
  actualQty: number;
}

export interface SampleSetToReceive {
  id: number;
  qty: number;
  nonSpecimen: boolean;
  hasSampleType: boolean;
  /** Specimen ids in specimen-number order. */
  specimenIds: readonly number[];
}

export const RECEIVE_MISSING_TYPE =
  'Unable to receive pickups. One or more sample sets are missing a valid Sample Type. Please correct this before receiving the samples.';

export interface RemainderSet {
  /** The sample set some specimens did not arrive for. */
  sampleId: number;
  /** How many the new pickup's sample set should hold. */
  qty: number;
  /** The specimens that move to the new pickup: the last ones of the set. */
  specimenIds: number[];
}

export interface ReceivePlan {
  received: Array<{ sampleId: number; actualQty: number }>;
  /** Empty when everything arrived: then no new pickup is made. */
  remainders: RemainderSet[];
}

/**
 * Plans a receive: each specimen-type set gets its actual quantity; where fewer arrived than
 * ordered, a remainder set (qty − actualQty, with the set's last specimens) goes to a new pickup.
 * Throws the spec's message when a set has no sample type, and a message per bad line.
 */
export function planReceive(sets: readonly SampleSetToReceive[], lines: readonly ReceiveLine[]): ReceivePlan {
  if (sets.some((set) => !set.hasSampleType)) throw new ReceiveError(RECEIVE_MISSING_TYPE);
  const byId = new Map(lines.map((line) => [line.sampleId, line.actualQty]));
  const plan: ReceivePlan = { received: [], remainders: [] };
  for (const set of sets) {
    if (set.nonSpecimen) continue;
    const actualQty = byId.get(set.id) ?? set.qty;
    if (!Number.isInteger(actualQty) || actualQty < 0) throw new ReceiveError('Actual quantity must be a whole number, 0 or more');
    if (actualQty > set.qty) throw new ReceiveError(`Sample set ${set.id} was ordered with ${set.qty}; ${actualQty} cannot be received`);
    plan.received.push({ sampleId: set.id, actualQty });
    if (actualQty < set.qty) {
      plan.remainders.push({ sampleId: set.id, qty: set.qty - actualQty, specimenIds: set.specimenIds.slice(actualQty) });
    }
  }
  return plan;
}

/** A receive that the rules refuse: a 422 with the reason. */
export class ReceiveError extends BusinessRuleError {}
