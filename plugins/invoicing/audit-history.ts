import { sql, type Kysely } from 'kysely';
import type { AuditRange } from './extension-points.ts';
import type { InvoicingDatabase } from './invoices.table.ts';

/** A delete or void on the audit dashboard: what happened to which invoice, who did it and why. */
export interface HistoryRow {
  id: number;
  type: 'other';
  data: { emailType: 'invoice-void' | 'invoice-delete'; by: string | null; reason: string };
  createdAt: Date;
  customerId: number | null;
  pickupId: number | null;
  invoiceNum: number | null;
}

/** What the audit trail kept of the invoice before the change (the invoice as the API answered it). */
interface KeptInvoice {
  invoiceNum?: number;
  customerId?: number;
  pickupId?: number | null;
}

/**
 * The invoices deleted and voided in a range, from the audit trail (a deleted invoice lives on
 * only there), the latest first, each with who did it and the reason given. The partial index
 * `invoice_history_audit_idx` serves the range.
 */
export async function invoiceHistoryRows(db: Kysely<InvoicingDatabase>, range: AuditRange, limit: number): Promise<HistoryRow[]> {
  const rows = await db
    .selectFrom('auditTrail')
    .leftJoin('users', 'users.id', 'auditTrail.userId')
    .select([
      'auditTrail.id',
      'auditTrail.action',
      'auditTrail.before',
      'auditTrail.after',
      'auditTrail.createdAt',
      sql<string | null>`nullif(trim(concat_ws(' ', users.first_name, users.last_name)), '')`.as('by'),
    ])
    .where(sql<boolean>`audit_trail.entity = 'invoice' and audit_trail.action in ('void', 'delete')`)
    .where('auditTrail.createdAt', '>=', range.from)
    .where('auditTrail.createdAt', '<', range.to)
    .orderBy('auditTrail.createdAt', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => {
    const before = (row.before ?? {}) as KeptInvoice;
    const after = (row.after ?? {}) as { reason?: string; voided?: { reason?: string } };
    const voided = row.action === 'void';
    return {
      id: row.id,
      type: 'other',
      data: {
        emailType: voided ? 'invoice-void' : 'invoice-delete',
        by: row.by,
        reason: (voided ? after.voided?.reason : after.reason) ?? '',
      },
      createdAt: row.createdAt,
      customerId: before.customerId ?? null,
      pickupId: before.pickupId ?? null,
      invoiceNum: before.invoiceNum ?? null,
    };
  });
}
