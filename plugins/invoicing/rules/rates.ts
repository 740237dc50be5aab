import type { Cents } from './money.ts';
import { lineAmount, toCents } from './money.ts';

/** What decides a sample set's rate. Dollars; null where none is set. */
export interface RateSources {
  /** The customer's negotiated rate for the sample type. */
  customerRate: number | null;
  /** The sample set's own rate. */
  sampleRate: number | null;
  /** The sample type's default rate. */
  typeDefaultRate: number | null;
  /** 'Override Default Rate?': the sample's own rate wins over the customer's. */
  overrideDefault: boolean;
}

/**
 * The rate order: the customer's rate for the type, else the sample's own, else the type's
 * default; the sample's own first when 'Override Default Rate?' is on. None at all is 0.
 */
export function rateFor(sources: RateSources): Cents {
  const { customerRate, sampleRate, typeDefaultRate, overrideDefault } = sources;
  const chosen = overrideDefault && sampleRate !== null ? sampleRate : (customerRate ?? sampleRate ?? typeDefaultRate ?? 0);
  return toCents(chosen);
}

/** A sample set of a received pickup, as the invoice needs it. */
export interface BillableSample {
  id: number;
  sampleNum: string;
  sampleTypeId: number | null;
  typeDescription: string;
  /** Non-specimen types (trips, field visits) bill one row per sample set. */
  nonSpecimen: boolean;
  /** The set's quantity (a non-specimen set's hours or units). */
  qty: number;
  rate: Cents;
  /** Every (n+1)th item of this type on the invoice is free; null or 0 for none. */
  bogoInterval: number | null;
  specimens: Array<{ id: number; specimenNum: string }>;
}

/** An invoice row before it is written: cents, and what it bills. */
export interface DraftItem {
  kind: 'specimen' | 'sample' | 'trip' | 'fuel';
  description: string;
  qty: number;
  rate: Cents;
  amount: Cents;
  discountAmt: Cents;
  sampleId: number | null;
  specimenId: number | null;
  sampleTypeId: number | null;
}

export const TRIP_CHARGE_DESCRIPTION = 'Trip Charge';
export const FUEL_CHARGE_DESCRIPTION = 'Fuel Charge';

/**
 * The rows of a pickup's invoice: one per specimen (one per sample set for a non-specimen
 * type) at the set's rate; with a bogo interval n, every (n+1)th item of that type carries a
 * discount equal to its amount; then the trip charge and, when the pickup carries one, the
 * fuel charge.
 * @example bogo 3 on four cylinders at $20: rows of 20, 20, 20 and 20 with discountAmt 20 on the 4th.
 */
export function pickupItems(samples: readonly BillableSample[], charges: { tripCharge: Cents; fuelCharge: Cents | null }): DraftItem[] {
  const countByType = new Map<number | null, number>();
  const items: DraftItem[] = [];
  const add = (sample: BillableSample, item: Omit<DraftItem, 'discountAmt' | 'sampleTypeId' | 'rate' | 'sampleId'>) => {
    const position = (countByType.get(sample.sampleTypeId) ?? 0) + 1;
    countByType.set(sample.sampleTypeId, position);
    const free = isFreeItem(position, sample.bogoInterval);
    items.push({ ...item, rate: sample.rate, sampleId: sample.id, sampleTypeId: sample.sampleTypeId, discountAmt: free ? item.amount : 0 });
  };
  for (const sample of samples) {
    if (sample.nonSpecimen) {
      add(sample, {
        kind: 'sample',
        description: `${sample.typeDescription} (${sample.sampleNum})`,
        qty: sample.qty,
        amount: lineAmount(sample.qty, sample.rate),
        specimenId: null,
      });
      continue;
    }
    for (const specimen of sample.specimens) {
      add(sample, {
        kind: 'specimen',
        description: `${sample.typeDescription} ${specimen.specimenNum}`,
        qty: 1,
        amount: sample.rate,
        specimenId: specimen.id,
      });
    }
  }
  if (charges.tripCharge > 0) items.push(chargeRow('trip', TRIP_CHARGE_DESCRIPTION, charges.tripCharge));
  if (charges.fuelCharge !== null) items.push(chargeRow('fuel', FUEL_CHARGE_DESCRIPTION, charges.fuelCharge));
  return items;
}

/** Buy n, get one free: the item at this 1-based position of its type is free when it is an (n+1)th. */
export function isFreeItem(position: number, bogoInterval: number | null): boolean {
  return bogoInterval !== null && bogoInterval > 0 && position % (bogoInterval + 1) === 0;
}

function chargeRow(kind: 'trip' | 'fuel', description: string, amount: Cents): DraftItem {
  return { kind, description, qty: 1, rate: amount, amount, discountAmt: 0, sampleId: null, specimenId: null, sampleTypeId: null };
}
