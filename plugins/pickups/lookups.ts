import { sampleTypesService } from '../sample-types/index.ts';
import { savedLocationsService } from '../saved-locations/index.ts';
import { labToday } from '../../shared/dates.ts';
import { customersService } from '../customers/index.ts';
import { PRIORITIES } from './messages.ts';
import type { Db } from './pickups.repository.ts';
import type { PickupLookups } from './request-lookups.ts';
import { presentPickup } from './present.ts';

/** `GET /api/pickups/filterOptions`: what the list's filter drawer offers. */
export async function filterOptions(lookups: PickupLookups) {
  const inspectors = await lookups.inspectors();
  const statuses = (await lookups.statuses()).map(({ id, description, code }) => ({ id, description, code }));
  return { inspectors, priorities: [...PRIORITIES], statuses, drivers: await lookups.drivers() };
}

/** The sample sets each pickup expects, as `{ description, qty }`, by pickup id. */
async function expectedSets(db: Db, pickupIds: readonly number[]) {
  const bySet = new Map<number, Array<{ description: string; qty: number }>>();
  if (pickupIds.length === 0) return bySet;
  const samples = await db
    .selectFrom('samples')
    .select(['pickupId', 'sampleTypeId', 'qty'])
    .where('pickupId', 'in', [...pickupIds])
    .orderBy('pickupId')
    .orderBy('n')
    .execute();
  const types = await sampleTypesService.findSampleTypes(db, [
    ...new Set(samples.flatMap((sample) => (sample.sampleTypeId === null ? [] : [sample.sampleTypeId]))),
  ]);
  for (const sample of samples) {
    const description = types.find((type) => type.id === sample.sampleTypeId)?.description ?? 'Sample set';
    bySet.set(sample.pickupId, [...(bySet.get(sample.pickupId) ?? []), { description, qty: sample.qty }]);
  }
  return bySet;
}

/**
 * `GET /api/pickups/today`: the day's pickups (today in the lab's time zone unless a date is
 * asked for) grouped by driver, in stop order; `driverId` narrows it to one driver's.
 */
export async function todaysPickups(db: Db, timeZone: string, options: { date?: string; driverId?: number }) {
  const date = options.date ?? labToday(timeZone);
  let query = db
    .selectFrom('pickups')
    .leftJoin('users', 'users.id', 'pickups.driverId')
    .innerJoin('pickupStatuses', 'pickupStatuses.id', 'pickups.pickupStatusId')
    .selectAll('pickups')
    .select(['users.firstName', 'users.lastName', 'pickupStatuses.description as status'])
    .where('pickups.schedPickupDate', '=', date);
  if (options.driverId !== undefined) query = query.where('pickups.driverId', '=', options.driverId);
  const rows = await query
    .orderBy('users.lastName')
    .orderBy('pickups.driverId')
    .orderBy('pickups.stopNum')
    .orderBy('pickups.pickupNumber')
    .execute();
  const companies = await customersService.companyNames(
    db,
    rows.map((row) => row.customerId),
  );
  const sites = await savedLocationsService.siteDetails(
    db,
    rows.flatMap((row) => (row.savedPickupLocationId === null ? [] : [row.savedPickupLocationId])),
  );
  const sets = await expectedSets(
    db,
    rows.map((row) => row.id),
  );
  const stopOf = (pickup: Omit<(typeof rows)[number], 'firstName' | 'lastName' | 'status'>, status: string) => {
    const site = pickup.savedPickupLocationId === null ? undefined : sites.get(pickup.savedPickupLocationId);
    return {
      ...presentPickup(pickup),
      Customer: { id: pickup.customerId, companyName: companies.get(pickup.customerId) ?? '' },
      status,
      jobName: site?.jobName ?? null,
      sitePhone: site?.cellPhone ?? null,
      expectedSets: sets.get(pickup.id) ?? [],
    };
  };
  const groups: Array<{ driver: { id: number; firstName: string; lastName: string } | null; pickups: Array<ReturnType<typeof stopOf>> }> =
    [];
  for (const row of rows) {
    const { firstName, lastName, status, ...pickup } = row;
    let group = groups.find((candidate) => (candidate.driver?.id ?? null) === pickup.driverId);
    if (!group) {
      group = {
        driver: pickup.driverId === null ? null : { id: pickup.driverId, firstName: firstName ?? '', lastName: lastName ?? '' },
        pickups: [],
      };
      groups.push(group);
    }
    group.pickups.push(stopOf(pickup, status));
  }
  return { date, groups };
}
