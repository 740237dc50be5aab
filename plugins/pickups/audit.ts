import type { Actor } from '../../core/audit/audit.ts';
import type { PluginContext } from '../../core/plugin/define-plugin.ts';
import type { Db } from './pickups.repository.ts';

/** A write in progress: its transaction and how its changes enter the audit trail. */
export interface Writer {
  trx: Db;
  audit: PluginContext['audit'];
  actor: Actor;
}

export const AUDIT_ENTITY = { pickup: 'pickup', sample: 'sample', specimen: 'specimen' } as const;

/**
 * Records one change. Sample sets and specimens carry their pickup's id in what is recorded,
 * so a pickup's history finds them even after they were deleted or moved to a sub-pickup.
 */
export function record(
  writer: Writer,
  entity: keyof typeof AUDIT_ENTITY,
  recordId: number,
  action: 'create' | 'update' | 'delete' | 'receive',
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): Promise<void> {
  return writer.audit.record(writer.trx, { entity: AUDIT_ENTITY[entity], recordId, action, before, after, actor: writer.actor });
}
