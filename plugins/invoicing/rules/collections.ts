import type { Cents } from './money.ts';
import { daysBetween } from './dates.ts';

/** The monthly late fee: 1.5 % of the balance. */
export const LATE_FEE_RATE = 0.015;
export const LATE_FEE_DESCRIPTION = 'Late Fee';

/** An open invoice as the collection rules see it. */
export interface CollectableInvoice {
  dueDate: string;
  balance: Cents;
}

/**
 * The late fee to add to an invoice this month, or null: only for a customer with
 * chargeLateFee, an invoice past its due date with a balance, and once per invoice and month.
 * The fee never compounds: it is 1.5 % of the balance less the late fees charged on it before
 * (payments go to the charges first), so a fee is never charged on a fee.
 * @example lateFeeDue({ dueDate: '2026-10-01', balance: 123456, lateFee: 0 }, { chargeLateFee: true, chargedMonths: [] }, '2026-11-01')
 *          // { month: '2026-11', amount: 1852 } (1.5 % of $1,234.56 is $18.5184)
 * @example lateFeeDue({ dueDate: '2026-10-01', balance: 10150, lateFee: 150 }, { chargeLateFee: true, chargedMonths: ['2026-11'] }, '2026-12-01')
 *          // { month: '2026-12', amount: 150 } (1.5 % of $101.50 - $1.50)
 */
export function lateFeeDue(
  invoice: CollectableInvoice & { lateFee: Cents },
  customer: { chargeLateFee: boolean; chargedMonths: readonly string[] },
  today: string,
): { month: string; amount: Cents } | null {
  if (!customer.chargeLateFee || invoice.balance <= 0 || today <= invoice.dueDate) return null;
  const month = today.slice(0, 7);
  if (customer.chargedMonths.includes(month)) return null;
  const amount = Math.round(Math.max(0, invoice.balance - invoice.lateFee) * LATE_FEE_RATE);
  return amount > 0 ? { month, amount } : null;
}

/** The reminder steps, in days overdue. */
export const REMINDER_STEPS = [30, 60, 90] as const;

/**
 * The reminder step due for an invoice, or null: the customer's invoiceReminder (30, 60 or 90;
 * 0 is none) is the first step; each step from it goes out once, when the invoice is that many
 * days overdue. A job that missed days sends the latest step reached, not every one missed.
 * @example reminderDue({ dueDate: '2026-09-01', balance: 5000 }, 30, [30], '2026-11-01') // 60 (61 days overdue)
 */
export function reminderDue(
  invoice: CollectableInvoice,
  customerReminder: number,
  sentSteps: readonly number[],
  today: string,
): number | null {
  if (customerReminder <= 0 || invoice.balance <= 0) return null;
  const overdue = daysBetween(invoice.dueDate, today);
  const reached = REMINDER_STEPS.filter((step) => step >= customerReminder && step <= overdue);
  const latest = reached.at(-1);
  if (latest === undefined || sentSteps.some((step) => step >= latest)) return null;
  return latest;
}
