import type { AnyDatabase } from '../../core/db/database.ts';
import type { ExtensionService } from '../../core/plugin/extension-points.ts';
import { customersService } from '../customers/index.ts';
import { pickupsForUploads } from '../pickups/index.ts';
import { uploadOwners } from './extension-points.ts';
import type { Owner } from './rules.ts';

/**
 * Whether the record a prefix names exists and takes images from this user: images are stored
 * only under a real record. Customers and pickups are this plugin's own dependencies (a driver
 * adds photos only to its own pickups); other kinds (a report) are answered by the plugin that
 * keeps them, through `uploadOwners`, and by nobody when it is off.
 */
export async function ownerExists(
  db: AnyDatabase,
  extensions: ExtensionService,
  owner: Owner,
  user: { id: number; role: string },
): Promise<boolean> {
  if (owner.kind === 'customer') return (await customersService.findCustomer(db, owner.id)) !== undefined;
  if (owner.kind === 'pickup') {
    const pickup = await pickupsForUploads.driverOf(db, owner.id);
    return pickup !== undefined && (user.role !== 'driver' || pickup.driverId === user.id);
  }
  return (await extensions.collect(uploadOwners, owner)).includes(true);
}

/** The message of a prefix whose record does not exist. */
export function noSuchOwner(owner: Owner): string {
  return `There is no ${owner.kind} #${owner.id} to add images to`;
}
