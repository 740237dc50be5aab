import type { Kysely } from 'kysely';
import { own } from './caller-db.ts';
import { pickupDetail } from './detail.ts';
import type { SpecimenRow } from './pickups.table.ts';
import { specimensOf as specimensOfSets } from './samples.repository.ts';

/** The pickup with `Customer`, `samples` (each with `SampleType` and `specimens`), or undefined. */
export async function findPickupWithSamples<D>(db: Kysely<D>, id: number) {
  const row = await own(db).selectFrom('pickups').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? pickupDetail(own(db), row) : undefined;
}

/** The specimens of the given sample sets, in their order. */
export const specimensOf = <D>(db: Kysely<D>, sampleIds: readonly number[]): Promise<SpecimenRow[]> => specimensOfSets(own(db), sampleIds);
