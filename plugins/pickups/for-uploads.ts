import type { ExpressionBuilder, Kysely } from 'kysely';
import type { AnySelectQuery } from '../../core/table/model.ts';
import { own } from './caller-db.ts';
import type { PickupsDatabase } from './pickups.table.ts';

/**
 * What the uploads plugin uses of pickups, for the photos of a pickup: whether the pickup exists
 * and who drives it, and a driver's own stops as a condition on its query.
 */
export const pickupsForUploads = {
  /** The pickup's driver (`driverId`, null when none is assigned), or undefined when there is no such pickup. */
  async driverOf<D>(db: Kysely<D>, pickupId: number): Promise<{ driverId: number | null } | undefined> {
    return own(db).selectFrom('pickups').select('driverId').where('id', '=', pickupId).executeTakeFirst();
  },

  /**
   * Narrows another plugin's query to rows whose `pickupColumn` names a pickup `driverId` drives
   * (a driver's own stops: the photos it may see).
   * @example whereDrivenBy(db.selectFrom('uploads').selectAll(), 'uploads.ownerId', 7)
   */
  whereDrivenBy<Q extends AnySelectQuery>(query: Q, pickupColumn: string, driverId: number): Q {
    return query.where(pickupColumn, 'in', (eb: ExpressionBuilder<PickupsDatabase, never>) =>
      eb.selectFrom('pickups').select('pickups.id').where('pickups.driverId', '=', driverId),
    ) as Q;
  },
};
