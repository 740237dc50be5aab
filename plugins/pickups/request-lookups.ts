import { inspectorsService } from '../inspectors/index.ts';
import { sampleTypesService } from '../sample-types/index.ts';
import { listDrivers, listStatuses, userName, type Db } from './pickups.repository.ts';

/** A read made at most once: later calls share the first one's answer. */
function once<T>(read: () => Promise<T>): () => Promise<T> {
  let kept: Promise<T> | undefined;
  return () => (kept ??= read());
}

/**
 * The look-up lists a pickup's screens show (statuses, sample and test types, drivers,
 * inspectors), each read at most once for as long as this object lives: made per request (or per
 * transaction), it lets the pickup, its form and its history share one read of each, where each
 * read its own before (issue 29). Small tables, read whole.
 * @example const lookups = pickupLookups(db);
 *          const pickup = await findPickupDetail(db, id, scope, lookups);
 *          const options = await formOptions(lookups); // statuses and sample types not read again
 */
export function pickupLookups(db: Db) {
  return {
    statuses: once(() => listStatuses(db)),
    sampleTypes: once(() => sampleTypesService.listSampleTypes(db)),
    testTypes: once(() => sampleTypesService.listTestTypes(db)),
    drivers: once(() => listDrivers(db)),
    inspectors: once(() => inspectorsService.inspectorChoices(db)),
  };
}
export type PickupLookups = ReturnType<typeof pickupLookups>;

/** The pickup's driver's name, from the drivers list; read apart only for a user who no longer drives. */
export async function driverName(db: Db, lookups: PickupLookups, driverId: number | null): Promise<string | null> {
  if (driverId === null) return null;
  const driver = (await lookups.drivers()).find((candidate) => candidate.id === driverId) ?? (await userName(db, driverId));
  return driver ? `${driver.firstName} ${driver.lastName}` : null;
}
