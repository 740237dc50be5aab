import type { Kysely } from 'kysely';
import type { Customer } from '../customers/index.ts';
import { pickupsForInvoicing } from '../pickups/index.ts';
import { toCents } from './rules/money.ts';
import { pickupItems, rateFor, type BillableSample, type DraftItem } from './rules/rates.ts';

type PickupWithSamples = NonNullable<Awaited<ReturnType<typeof pickupsForInvoicing.findPickupWithSamples>>>;

/** A pickup's sample sets as the billing rules see them: each at its rate, with the customer's bogo interval. */
export function billableSamples(pickup: PickupWithSamples, customer: Customer): BillableSample[] {
  return pickup.samples.map((sample) => {
    const negotiated = customer.sampleRates.find((rate) => rate.sampleTypeId === sample.sampleTypeId);
    return {
      id: sample.id,
      sampleNum: sample.sampleNum,
      sampleTypeId: sample.sampleTypeId,
      typeDescription: sample.SampleType?.description ?? 'Sample set',
      nonSpecimen: sample.SampleType?.nonSpecimen ?? false,
      qty: sample.actualQty ?? sample.qty,
      rate: rateFor({
        customerRate: negotiated?.rate ?? null,
        sampleRate: sample.rate,
        typeDefaultRate: sample.SampleType?.defaultRate ?? null,
        overrideDefault: sample.overridePrice,
      }),
      bogoInterval: negotiated?.bogoInterval ?? null,
      specimens: sample.specimens.map((specimen) => ({ id: specimen.id, specimenNum: specimen.specimenNum })),
    };
  });
}

/** The rows a pickup bills now (its sets, trip charge and fuel charge), or undefined when it is gone. */
export async function draftPickupItems<D>(
  db: Kysely<D>,
  pickupId: number,
  customer: Customer,
  fuelCharge: number,
): Promise<DraftItem[] | undefined> {
  const pickup = await pickupsForInvoicing.findPickupWithSamples(db, pickupId);
  if (!pickup) return undefined;
  return pickupItems(billableSamples(pickup, customer), {
    tripCharge: toCents(pickup.tripCharge),
    fuelCharge: pickup.fuelCharge ? toCents(fuelCharge) : null,
  });
}

/** Which row of a pickup a draft or stored row is: its kind and specimen or sample set. */
export function rowKey(row: { kind: string; specimenId: number | null; sampleId: number | null }): string {
  return `${row.kind}:${row.specimenId ?? row.sampleId ?? ''}`;
}
