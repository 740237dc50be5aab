import { sql } from 'kysely';
import type { PluginContext } from '../../core/plugin/define-plugin.ts';
import { AUDIT_ENTITY } from './audit.ts';
import type { Db } from './pickups.repository.ts';

/**
 * `GET /api/pickups/history/{id}`: every recorded change to the pickup, its sample sets and
 * their specimens (found by the pickup id each audit entry carries, so deleted and moved ones
 * count too), oldest first, with who made it and the before and after values.
 */
export async function pickupHistory(db: Db, audit: PluginContext['audit'], pickupId: number) {
  const id = String(pickupId);
  const records = await db
    .selectFrom('auditTrail')
    .select(['entity', 'recordId'])
    .distinct()
    .where((eb) =>
      eb.or([
        eb.and([eb('entity', '=', AUDIT_ENTITY.pickup), eb('recordId', '=', id)]),
        eb.and([
          eb('entity', 'in', [AUDIT_ENTITY.sample, AUDIT_ENTITY.specimen]),
          eb.or([eb(sql`"after"->>'pickupId'`, '=', id), eb(sql`"before"->>'pickupId'`, '=', id)]),
        ]),
      ]),
    )
    .execute();
  const entries = [];
  for (const { entity, recordId } of records) {
    for (const entry of await audit.history(db, entity, recordId)) entries.push({ ...entry, entity, recordId: Number(recordId) });
  }
  entries.sort((a, b) => a.id - b.id);
  const userIds = [...new Set(entries.flatMap((entry) => [entry.userId, entry.impersonatorId]).filter((v): v is number => v !== null))];
  const users =
    userIds.length === 0 ? [] : await db.selectFrom('users').select(['id', 'firstName', 'lastName']).where('id', 'in', userIds).execute();
  const nameOf = (userId: number | null) => {
    const user = users.find((candidate) => candidate.id === userId);
    return user ? `${user.firstName} ${user.lastName}`.trim() : null;
  };
  return entries.map((entry) => ({ ...entry, user: nameOf(entry.userId), impersonator: nameOf(entry.impersonatorId) }));
}
