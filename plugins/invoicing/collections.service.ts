import { sql } from 'kysely';
import { customersService } from '../customers/index.ts';
import { pickupsForInvoicing } from '../pickups/index.ts';
import { shareTransaction } from '../../core/plugin/extension-points.ts';
import { expectedDates } from './expected-dates.service.ts';
import { invoiceWritten } from './extension-points.ts';
import { findInvoice, insertItems, pickupsWithVoidedInvoices, updateInvoice } from './invoices.repository.ts';
import { generatePickupInvoice, type InvoicingDeps } from './invoices.service.ts';
import type { InvoiceRow } from './invoices.table.ts';
import { mailInvoice } from './mail.service.tsx';
import { invoiceDetail } from './read-model.ts';
import { LATE_FEE_DESCRIPTION, lateFeeDue, reminderDue } from './rules/collections.ts';
import { dueForInvoicing } from './rules/dates.ts';
import { centsToDecimal, toCents } from './rules/money.ts';
import { invoiceTotals } from './rules/totals.ts';

/**
 * The daily invoicing: every received pickup whose expected invoice date has come gets its
 * invoice (and its mail), by the date stored on receipt (`dueForInvoicing`). A pickup whose
 * invoice was voided waits for the office: it may not be billable at all.
 */
export async function invoiceDuePickups(deps: InvoicingDeps, today: string): Promise<number> {
  let invoiced = 0;
  const pickups = await pickupsForInvoicing.uninvoicedReceived(deps.db);
  const ids = pickups.map((pickup) => pickup.id);
  const stored = await expectedDates(deps.db, ids);
  const voided = await pickupsWithVoidedInvoices(deps.db, ids);
  for (const pickup of pickups) {
    if (voided.has(pickup.id)) continue;
    const customer = await customersService.findCustomer(deps.db, pickup.customerId);
    if (!customer || !dueForInvoicing(customer.invoiceFrequency, pickup, today, stored.get(pickup.id))) continue;
    const { created } = await generatePickupInvoice(deps, null, pickup.id);
    if (created) invoiced += 1;
  }
  return invoiced;
}

/** Invoices with a balance, past due at `today`. */
function overdueInvoices(deps: InvoicingDeps, today: string): Promise<InvoiceRow[]> {
  return deps.db
    .selectFrom('invoices')
    .selectAll()
    .where(sql<boolean>`balance > 0`)
    .where('dueDate', '<', today)
    .orderBy('id')
    .execute();
}

/**
 * The monthly late fees: a 1.5 % late-fee row on each overdue invoice of a customer with
 * chargeLateFee, once per invoice and month (the row's month is unique per invoice), never
 * charged on earlier fees (`lateFeeDue`).
 */
export async function chargeLateFees(deps: InvoicingDeps, today: string): Promise<number> {
  let charged = 0;
  for (const candidate of await overdueInvoices(deps, today)) {
    const customer = await customersService.findCustomer(deps.db, candidate.customerId);
    if (!customer?.chargeLateFee) continue;
    charged += await deps.db.transaction().execute(async (trx) => {
      const invoice = await findInvoice(trx, candidate.id, { all: true }, true);
      if (!invoice) return 0;
      const months = await trx
        .selectFrom('invoiceItems')
        .select('lateFeeMonth')
        .where('invoiceId', '=', invoice.id)
        .where('kind', '=', 'lateFee')
        .execute();
      const fee = lateFeeDue(
        { dueDate: invoice.dueDate, balance: toCents(invoice.balance), lateFee: toCents(invoice.lateFee) },
        { chargeLateFee: true, chargedMonths: months.map((row) => row.lateFeeMonth ?? '') },
        today,
      );
      if (!fee) return 0;
      const amount = centsToDecimal(fee.amount);
      await insertItems(trx, [
        {
          invoiceId: invoice.id,
          kind: 'lateFee',
          description: `${LATE_FEE_DESCRIPTION} ${fee.month}`,
          qty: 1,
          rate: amount,
          amount,
          lateFeeMonth: fee.month,
          sortOrder: 10_000,
        },
      ]);
      const items = await trx
        .selectFrom('invoiceItems')
        .select(['kind', 'qty', 'rate', 'discountAmt'])
        .where('invoiceId', '=', invoice.id)
        .execute();
      const totals = invoiceTotals(
        items.map((item) => ({ kind: item.kind, qty: Number(item.qty), rate: toCents(item.rate), discountAmt: toCents(item.discountAmt) })),
        toCents(invoice.paymentsReceived),
      );
      await updateInvoice(trx, invoice.id, {
        totalAmt: centsToDecimal(totals.totalAmt),
        lateFee: centsToDecimal(totals.lateFee),
        balance: centsToDecimal(totals.balance),
      });
      await deps.audit.record(trx, {
        entity: 'invoice',
        recordId: invoice.id,
        action: 'late-fee',
        before: null,
        after: { month: fee.month, amount: fee.amount / 100 },
        actor: { userId: null },
      });
      await deps.extensions.collect(invoiceWritten, { trx: shareTransaction(trx), invoiceId: invoice.id, action: 'updated', actor: null });
      return 1;
    });
  }
  return charged;
}

/**
 * The reminders: each overdue invoice of a customer with invoiceReminder gets each step (30, 60,
 * 90 days) once; a customer without sendInvoices gets none by mail.
 */
export async function sendReminders(deps: InvoicingDeps, today: string): Promise<number> {
  let sent = 0;
  for (const candidate of await overdueInvoices(deps, today)) {
    const customer = await customersService.findCustomer(deps.db, candidate.customerId);
    if (!customer || customer.invoiceReminder <= 0 || !customer.sendInvoices) continue;
    sent += await deps.db.transaction().execute(async (trx) => {
      const invoice = await findInvoice(trx, candidate.id, { all: true }, true);
      if (!invoice) return 0;
      const steps = await trx.selectFrom('invoiceReminders').select('step').where('invoiceId', '=', invoice.id).execute();
      const step = reminderDue(
        { dueDate: invoice.dueDate, balance: toCents(invoice.balance) },
        customer.invoiceReminder,
        steps.map((row) => row.step),
        today,
      );
      if (step === null) return 0;
      await trx.insertInto('invoiceReminders').values({ invoiceId: invoice.id, step }).execute();
      await mailInvoice(deps, trx, await invoiceDetail(trx, invoice), 'reminder');
      return 1;
    });
  }
  return sent;
}
