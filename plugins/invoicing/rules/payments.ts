import type { Cents } from './money.ts';

/** What an invoice's payments leave: nothing paid, part, all, or more than the total (a credit the lab owes). */
export type PaymentStatus = 'unpaid' | 'partly paid' | 'paid' | 'credit';

export function paymentStatus(paymentsReceived: Cents, balance: Cents): PaymentStatus {
  if (balance < 0) return 'credit';
  if (balance === 0) return 'paid';
  return paymentsReceived > 0 ? 'partly paid' : 'unpaid';
}

export interface AfterPayment {
  paymentsReceived: Cents;
  balance: Cents;
  status: PaymentStatus;
}

/**
 * A payment added to an invoice: balance = total − payments received, as the invoice screen
 * computes it. More than the balance is kept in full and leaves a negative balance, a credit.
 * @example withPayment({ totalAmt: 4500, paymentsReceived: 2000 }, 3500) // { paymentsReceived: 5500, balance: -1000, status: 'credit' }
 */
export function withPayment(invoice: { totalAmt: Cents; paymentsReceived: Cents }, amount: Cents): AfterPayment {
  const paymentsReceived = invoice.paymentsReceived + amount;
  const balance = invoice.totalAmt - paymentsReceived;
  return { paymentsReceived, balance, status: paymentStatus(paymentsReceived, balance) };
}

/**
 * A payment reaching a void invoice (read from QuickBooks after the void): it is kept among the
 * payments received, nothing is owed, and the whole amount is the customer's credit.
 * @example voidedWithPayment({ totalAmt: 11750, paymentsReceived: 5000 }, 2000) // { paymentsReceived: 7000, balance: 0, status: 'credit' }
 */
export function voidedWithPayment(invoice: { totalAmt: Cents; paymentsReceived: Cents }, amount: Cents): AfterPayment {
  return { paymentsReceived: invoice.paymentsReceived + amount, balance: 0, status: 'credit' };
}
