import type { Kysely } from 'kysely';
import { own } from './caller-db.ts';
import { statusByCode, statusById } from './pickups.repository.ts';
import { STATUS_CODE } from './rules/status.ts';

// Invoicing's writes to a pickup, each inside invoicing's transaction (`db` is the caller's).

/** The pickup locked for the rest of the transaction, with its status code; undefined when missing. */
export async function lockPickup<D>(db: Kysely<D>, id: number) {
  // The pickup alone is locked: a join would be re-checked against the status it had before a concurrent write.
  const pickup = await own(db)
    .selectFrom('pickups')
    .select(['id', 'customerId', 'invoiced', 'pickupStatusId'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!pickup) return undefined;
  const status = await statusById(own(db), pickup.pickupStatusId);
  return { id: pickup.id, customerId: pickup.customerId, invoiced: pickup.invoiced, statusCode: status?.code };
}

/**
 * Marks a pickup invoiced (status invoiced, `invoiced` true) or, when its invoice is deleted,
 * back to received; raises its version so a form opened before is refused.
 */
export async function setInvoiced<D>(db: Kysely<D>, pickupId: number, invoiced: boolean): Promise<void> {
  const status = await statusByCode(own(db), invoiced ? STATUS_CODE.invoiced : STATUS_CODE.received);
  await own(db)
    .updateTable('pickups')
    .set((eb) => ({ pickupStatusId: status.id, invoiced, changesInvoice: false, version: eb('version', '+', 1), updatedAt: new Date() }))
    .where('id', '=', pickupId)
    .execute();
}
