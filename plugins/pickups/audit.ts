import type { AuditActor } from '../../core/audit/audit.ts';
import type { AuditService } from '../../core/plugin/define-plugin.ts';
import type { Db } from './pickups.repository.ts';

/** A write in progress: its transaction and how its changes enter the audit trail. */
export interface Writer {
  trx: Db;
  audit: AuditService;
  actor: AuditActor;
}

export const AUDIT_ENTITY = { pickup: 'pickup', sample: 'sample', specimen: 'specimen' } as const;
/** The uploads plugin's entries of a pickup's photos, which carry the pickup's id like sample sets do. */
const PHOTO_ENTITY = 'upload';

/** What a pickup's sample sets, specimens and photos carry in the trail, so the pickup's history finds them. */
export const PICKUP_RELATED = { entities: [AUDIT_ENTITY.sample, AUDIT_ENTITY.specimen, PHOTO_ENTITY], field: 'pickupId' } as const;

type Change = {
  entity: keyof typeof AUDIT_ENTITY;
  recordId: number;
  action: 'create' | 'update' | 'delete' | 'receive';
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

/**
 * Records one change. Sample sets and specimens carry their pickup's id in what is recorded,
 * so a pickup's history finds them even after they were deleted or moved to a sub-pickup.
 */
export function record(
  writer: Writer,
  entity: Change['entity'],
  recordId: number,
  action: Change['action'],
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): Promise<void> {
  return writer.audit.record(writer.trx, { entity: AUDIT_ENTITY[entity], recordId, action, before, after, actor: writer.actor });
}

/** Records many changes in one statement (a sample set's specimens). */
export function recordAll(writer: Writer, changes: readonly Change[]): Promise<void> {
  return writer.audit.recordMany(
    writer.trx,
    changes.map((change) => ({ ...change, entity: AUDIT_ENTITY[change.entity], actor: writer.actor })),
  );
}
