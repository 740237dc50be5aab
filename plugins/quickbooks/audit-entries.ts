import type { PluginContext } from '../../core/plugin/define-plugin.ts';
import type { AuditRange, InvoiceAuditEntry } from '../invoicing/index.ts';
import type { QuickbooksDatabase } from './quickbooks.table.ts';
import { syncAuditData } from './rules.ts';
import { SYNC_AUDIT_ENTITY } from './sync.service.ts';

/** The invoice syncs of a range (done or refused), from the audit trail, for invoicing's audit dashboard. */
export async function syncAuditEntries(
  range: AuditRange,
  ctx: Pick<PluginContext<QuickbooksDatabase>, 'db'>,
): Promise<InvoiceAuditEntry[]> {
  const rows = await ctx.db
    .selectFrom('auditTrail')
    .select(['id', 'recordId', 'action', 'after', 'createdAt'])
    .where('entity', '=', SYNC_AUDIT_ENTITY)
    .where('createdAt', '>=', range.from)
    .where('createdAt', '<', range.to)
    .orderBy('createdAt', 'desc')
    .limit(1000)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    type: 'other',
    data: syncAuditData(row.action, row.after ?? {}),
    createdAt: row.createdAt,
    invoiceId: Number(row.recordId),
  }));
}
