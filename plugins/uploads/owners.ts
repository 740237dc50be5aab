import type { AnyDatabase } from '../../core/db/database.ts';
import { customersService } from '../customers/index.ts';
import type { Owner } from './rules.ts';

/**
 * Whether the record a prefix names exists: images are stored only under a real record. No
 * plugin keeps reports yet, so no `report_{id}` names one; the reports plugin will answer here.
 */
export async function ownerExists(db: AnyDatabase, owner: Owner): Promise<boolean> {
  if (owner.kind === 'customer') return (await customersService.findCustomer(db, owner.id)) !== undefined;
  return false;
}

/** The message of a prefix whose record does not exist. */
export function noSuchOwner(owner: Owner): string {
  return `There is no ${owner.kind} #${owner.id} to add images to`;
}
