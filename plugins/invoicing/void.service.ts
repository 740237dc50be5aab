import type { Actor } from '../../core/auth/actor.ts';
import { labToday } from '../../shared/dates.ts';
import { BusinessRuleError, ConflictError, NotFoundError } from '../../core/errors.ts';
import { shareTransaction } from '../../core/plugin/extension-points.ts';
import { pickupsForInvoicing } from '../pickups/index.ts';
import { issueCreditNote } from './credit-notes.repository.ts';
import { invoiceKept } from './extension-points.ts';
import { deleteInvoice as deleteInvoiceRow, findInvoice, updateInvoice, wasMailed, type Db } from './invoices.repository.ts';
import { announce, AUDIT_ENTITY, transaction, type InvoicingDeps } from './invoices.service.ts';
import type { InvoiceRow } from './invoices.table.ts';
import { mailInvoice } from './mail.service.tsx';
import { INVOICE_MESSAGES as M } from './messages.ts';
import { paymentsOfInvoice } from './payments.service.ts';
import type { Invoice } from './present.ts';
import { invoiceDetail } from './read-model.ts';
import { centsToDecimal, toCents } from './rules/money.ts';
import { deleteRefusal, keepReasons, voidOutcome, type KeepReason } from './rules/void.ts';

/** Why the invoice must be kept rather than deleted: its own reasons and those of the plugins built on invoicing. */
async function keptBecause(deps: InvoicingDeps, trx: Db, invoice: InvoiceRow): Promise<KeepReason[]> {
  const others = await deps.extensions.collect(invoiceKept, { trx: shareTransaction(trx), invoiceId: invoice.id });
  const paid = toCents(invoice.paymentsReceived) !== 0 || (await paymentsOfInvoice(trx, invoice.id)).length > 0;
  return keepReasons(
    { mailed: await wasMailed(trx, invoice.id), paid, voided: invoice.voidedAt !== null },
    others.filter((reason): reason is string => reason !== null),
  );
}

/** Why the invoice cannot be deleted (it left the lab, or is void), or null while it may be: the invoice page offers Delete then. */
export async function whyKept(deps: InvoicingDeps, invoice: InvoiceRow): Promise<string | null> {
  return deleteRefusal(await keptBecause(deps, deps.db, invoice));
}

/**
 * `DELETE /api/invoices/{id}?reason=`: an invoice that never left the lab (not mailed, synced
 * or paid) goes, rows and all, and its pickup goes back to received; the audit trail keeps it,
 * who deleted it and why. Any other is refused (422): it is voided instead.
 */
export async function deleteInvoice(deps: InvoicingDeps, actor: Actor, id: number, reason: string): Promise<void> {
  await transaction(deps, async (trx) => {
    const current = await findInvoice(trx, id, { all: true }, true);
    if (!current) throw new NotFoundError(M.notFound);
    const refusal = deleteRefusal(await keptBecause(deps, trx, current));
    if (refusal) throw new BusinessRuleError(refusal);
    const before = await invoiceDetail(trx, current);
    await announce(deps, trx, id, 'deleted', actor);
    if (current.pickupId !== null) await pickupsForInvoicing.setInvoiced(trx, current.pickupId, false);
    await deleteInvoiceRow(trx, id);
    await deps.audit.record(trx, { entity: AUDIT_ENTITY, recordId: id, action: 'delete', before, after: { reason }, actor });
  });
}

/**
 * `POST /api/invoices/{id}/void`: the invoice stays, with its number and rows, as void: nothing
 * is owed on it, so it leaves balances, statements and revenue. Every cent received on it
 * becomes a credit note of its customer; its pickup goes back to received, to be invoiced again
 * by hand if it should be. Who voided it, when and why are kept on it and in the audit trail,
 * the plugins built on invoicing hear of it (QuickBooks voids its copy) and the customer is
 * mailed the void invoice (when it takes invoices by mail).
 */
export async function voidInvoice(deps: InvoicingDeps, actor: Actor, id: number, reason: string): Promise<Invoice> {
  return transaction(deps, async (trx) => {
    const current = await findInvoice(trx, id, { all: true }, true);
    if (!current) throw new NotFoundError(M.notFound);
    if (current.voidedAt) throw new ConflictError(M.alreadyVoid);
    const before = await invoiceDetail(trx, current);
    const outcome = voidOutcome({ totalAmt: toCents(current.totalAmt), paymentsReceived: toCents(current.paymentsReceived) });
    const row = await updateInvoice(trx, id, {
      voidedAt: new Date(),
      voidReason: reason,
      voidedBy: actor.userId,
      balance: centsToDecimal(outcome.balance),
    });
    if (outcome.credit !== null) {
      await issueCreditNote(trx, {
        customerId: row.customerId,
        invoiceId: id,
        amount: outcome.credit,
        issuedOn: labToday(deps.config.labTimeZone),
        reason: `Received on invoice ${row.invoiceNum}, voided`,
        createdBy: actor.userId,
      });
    }
    if (row.pickupId !== null) await pickupsForInvoicing.setInvoiced(trx, row.pickupId, false);
    const after = await invoiceDetail(trx, row);
    await deps.audit.record(trx, { entity: AUDIT_ENTITY, recordId: id, action: 'void', before, after, actor });
    await announce(deps, trx, id, 'voided', actor);
    await mailInvoice(deps, trx, after, 'voided');
    return after;
  });
}
