import { findOrCreateLocation } from '../saved-locations/index.ts';
import type { Writer } from './audit.ts';
import type { PickupInput } from './schema.ts';

type Address = Pick<
  PickupInput,
  | 'pickupAddr1'
  | 'pickupAddr2'
  | 'pickupCity'
  | 'pickupState'
  | 'pickupZip'
  | 'projectAddr1'
  | 'projectAddr2'
  | 'projectCity'
  | 'projectState'
  | 'projectZip'
  | 'droppedOff'
>;

/** Not dropped off and no project address: the project address is the pickup address (section 5). */
export function withProjectAddress<T extends Address>(pickup: T): T {
  if (pickup.droppedOff || pickup.projectAddr1) return pickup;
  return {
    ...pickup,
    projectAddr1: pickup.pickupAddr1 ?? null,
    projectAddr2: pickup.pickupAddr2 ?? null,
    projectCity: pickup.pickupCity,
    projectState: pickup.pickupState ?? null,
    projectZip: pickup.pickupZip ?? null,
  };
}

/**
 * With the save toggles on, a pickup or project address not yet linked to a saved location is
 * saved as one (or linked to the customer's existing one with the same address; the reuse rule
 * is the saved-locations plugin's). Answers the location ids to store.
 */
export async function savedLocationIds(writer: Writer, pickup: PickupInput) {
  let savedPickupLocationId = pickup.savedPickupLocationId ?? null;
  let savedProjectLocationId = pickup.savedProjectLocationId ?? null;
  const audit = { record: writer.audit.record, actor: writer.actor };
  if (pickup.savePickupAddress && !savedPickupLocationId && pickup.pickupAddr1) {
    const { location } = await findOrCreateLocation(
      writer.trx,
      {
        customerId: pickup.customerId!,
        pickupAddr1: pickup.pickupAddr1,
        pickupAddr2: pickup.pickupAddr2 ?? null,
        pickupCity: pickup.pickupCity,
        pickupZip: pickup.pickupZip ?? null,
        mapPage: pickup.mapPage ?? null,
        crossStreet: pickup.crossStreet ?? null,
        tripCharge: pickup.tripCharge,
        fuelCharge: pickup.fuelCharge ?? false,
      },
      audit,
    );
    savedPickupLocationId = location.id;
  }
  if (pickup.saveProjectAddress && !savedProjectLocationId && pickup.projectAddr1 && pickup.projectCity) {
    const { location } = await findOrCreateLocation(
      writer.trx,
      {
        customerId: pickup.customerId!,
        pickupAddr1: pickup.projectAddr1,
        pickupAddr2: pickup.projectAddr2 ?? null,
        pickupCity: pickup.projectCity,
        pickupZip: pickup.projectZip ?? null,
      },
      audit,
    );
    savedProjectLocationId = location.id;
  }
  return { savedPickupLocationId, savedProjectLocationId };
}
