import type { Actor } from '../../../core/auth/actor.ts';
import { NotAllowedError, NotFoundError } from '../../../core/errors.ts';
import { record } from '../audit.ts';
import { PICKUP_MESSAGES as M } from '../messages.ts';
import { findPickup, updatePickup } from '../pickups.repository.ts';
import { inTransaction, type PickupDeps } from '../pickups.service.ts';
import { presentPickup } from '../present.ts';

export type Move = 'up' | 'down';

/**
 * Moves a stop one place up or down its driver's day, then numbers the day's stops 1, 2, 3...
 * in the new order (stops without a number so far keep their place after the numbered ones).
 * A driver moves only its own stops.
 * @example nextOrder([4, 7, 9], 9, 'up') // [4, 9, 7]
 */
export function nextOrder(ids: readonly number[], id: number, move: Move): number[] {
  const order = [...ids];
  const at = order.indexOf(id);
  const to = move === 'up' ? at - 1 : at + 1;
  if (at < 0 || to < 0 || to >= order.length) return order;
  [order[at], order[to]] = [order[to]!, order[at]!];
  return order;
}

/** `POST /api/pickups/stops/{id}/{up|down}`: the new stop order of the pickup's driver's day is saved. */
export async function moveStop(deps: PickupDeps, actor: Actor, id: number, move: Move) {
  return inTransaction(deps, actor, async (writer) => {
    const { trx } = writer;
    const pickup = await findPickup(trx, id, { all: true }, true);
    if (!pickup) throw new NotFoundError(M.notFound);
    if (actor.role === 'driver' && pickup.driverId !== actor.userId) throw new NotAllowedError(M.notYourPickup);
    let day = trx
      .selectFrom('pickups')
      .selectAll()
      .where('schedPickupDate', '=', pickup.schedPickupDate)
      .orderBy(({ eb, fn }) => fn.coalesce('stopNum', eb.val(2_147_483_647)))
      .orderBy('pickupNumber')
      .forUpdate();
    day = pickup.driverId === null ? day.where('driverId', 'is', null) : day.where('driverId', '=', pickup.driverId);
    const stops = await day.execute();
    const order = nextOrder(
      stops.map((stop) => stop.id),
      id,
      move,
    );
    for (const [index, stopId] of order.entries()) {
      const before = stops.find((stop) => stop.id === stopId)!;
      if (before.stopNum === index + 1) continue;
      const after = await updatePickup(trx, stopId, { stopNum: index + 1 });
      await record(writer, 'pickup', stopId, 'update', presentPickup(before), presentPickup(after));
    }
    return order;
  });
}
