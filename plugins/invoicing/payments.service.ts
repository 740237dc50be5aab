import { ownTables } from '../../core/db/own-tables.ts';
import type { Kysely } from 'kysely';
import type { AuditActor } from '../../core/audit/audit.ts';
import { BusinessRuleError } from '../../core/errors.ts';
import type { AuditService } from '../../core/plugin/define-plugin.ts';
import { findInvoice, updateInvoice } from './invoices.repository.ts';
import type { InvoicePaymentRow, PaymentsDatabase, PaymentSource } from './payments.table.ts';
import { cents } from './present.ts';
import { centsToDecimal, toCents } from './rules/money.ts';
import { issueCreditNote } from './credit-notes.repository.ts';
import { paymentStatus, voidedWithPayment, withPayment, type PaymentStatus } from './rules/payments.ts';

export const PAYMENT_NOT_POSITIVE = 'A payment must be more than $0.00';

/** A payment taken outside the portal, for one invoice. */
export interface IncomingPayment {
  invoiceId: number;
  source: PaymentSource;
  /** Its id where it was taken: with the source and invoice, what makes it count once. */
  reference: string;
  /** Dollars. */
  amount: number;
  /** `YYYY-MM-DD`. */
  paidOn: string;
}

export type PaymentOutcome =
  | { outcome: 'applied' | 'already applied'; paymentsReceived: number; balance: number; status: PaymentStatus; version: number }
  | { outcome: 'no invoice' };

/** Another plugin's database or transaction, with this plugin's tables (they share one database). */
const own = <D>(db: Kysely<D>) => ownTables<PaymentsDatabase, D>(db);

/**
 * Adds a payment to an invoice's payments received and balance, once: the same source and
 * reference for the same invoice again changes nothing ('already applied'). Runs in the caller's
 * transaction, or in its own; the invoice is locked, and its version raised, so a form opened
 * before the payment cannot save the old balance back. An invoice deleted since answers 'no invoice';
 * a void one keeps the payment, owes nothing, and its customer gets a credit note for it.
 * @example await applyPayment(ctx, { invoiceId: 7, source: 'quickbooks', reference: '184', amount: 20, paidOn: '2026-11-20' })
 */
export function applyPayment<D>(
  deps: { db: Kysely<D>; audit: AuditService },
  payment: IncomingPayment,
  actor: AuditActor = { userId: null },
): Promise<PaymentOutcome> {
  const amount = toCents(payment.amount);
  if (amount <= 0) return Promise.reject(new BusinessRuleError(PAYMENT_NOT_POSITIVE));
  const work = async (trx: Kysely<PaymentsDatabase>): Promise<PaymentOutcome> => {
    const invoice = await findInvoice(trx, payment.invoiceId, { all: true }, true);
    if (!invoice) return { outcome: 'no invoice' };
    const kept = await trx
      .insertInto('invoicePayments')
      .values({ ...payment, amount: centsToDecimal(amount) })
      .onConflict((oc) => oc.columns(['invoiceId', 'source', 'reference']).doNothing())
      .returning('id')
      .executeTakeFirst();
    const before = { paymentsReceived: toCents(invoice.paymentsReceived), totalAmt: toCents(invoice.totalAmt) };
    if (!kept) {
      return {
        outcome: 'already applied',
        paymentsReceived: cents(invoice.paymentsReceived),
        balance: cents(invoice.balance),
        status: paymentStatus(before.paymentsReceived, toCents(invoice.balance)),
        version: invoice.version,
      };
    }
    const after = invoice.voidedAt ? voidedWithPayment(before, amount) : withPayment(before, amount);
    const row = await updateInvoice(trx, invoice.id, {
      paymentsReceived: centsToDecimal(after.paymentsReceived),
      balance: centsToDecimal(after.balance),
    });
    // Money received on a void invoice is owed back: a credit note of its customer, as at the void.
    if (invoice.voidedAt) {
      await issueCreditNote(trx, {
        customerId: invoice.customerId,
        invoiceId: invoice.id,
        amount,
        issuedOn: payment.paidOn,
        reason: `Received on invoice ${invoice.invoiceNum}, voided`,
        createdBy: null,
      });
    }
    await deps.audit.record(trx, {
      entity: 'invoice',
      recordId: invoice.id,
      action: 'payment',
      before: { paymentsReceived: cents(invoice.paymentsReceived), balance: cents(invoice.balance) },
      after: { paymentsReceived: cents(row.paymentsReceived), balance: cents(row.balance), payment: { ...payment, amount: amount / 100 } },
      actor,
    });
    return {
      outcome: 'applied',
      paymentsReceived: cents(row.paymentsReceived),
      balance: cents(row.balance),
      status: after.status,
      version: row.version,
    };
  };
  const db = own(deps.db);
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

/** The payments applied to an invoice, the first first. */
export function paymentsOfInvoice<D>(db: Kysely<D>, invoiceId: number): Promise<InvoicePaymentRow[]> {
  return own(db).selectFrom('invoicePayments').selectAll().where('invoiceId', '=', invoiceId).orderBy('createdAt').orderBy('id').execute();
}
