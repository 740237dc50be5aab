import type { AuditService } from '../../core/plugin/define-plugin.ts';
import { AUDIT_ENTITY, PICKUP_RELATED } from './audit.ts';
import type { Db } from './pickups.repository.ts';

/**
 * `GET /api/pickups/history/{id}`: every recorded change to the pickup, its sample sets and
 * their specimens (found by the pickup id each audit entry carries, so deleted and moved ones
 * count too), oldest first, with who made it and the before and after values.
 */
export async function pickupHistory(db: Db, audit: Pick<AuditService, 'history'>, pickupId: number) {
  const entries = await audit.history(db, AUDIT_ENTITY.pickup, pickupId, PICKUP_RELATED);
  return entries.map((entry) => ({ ...entry, recordId: Number(entry.recordId) }));
}
