import type { Cents } from './money.ts';
import { lineAmount } from './money.ts';

/** A row as the totals see it. */
export interface TotalsItem {
  kind: string;
  qty: number;
  rate: Cents;
  discountAmt: Cents;
}

export interface InvoiceTotals {
  totalAmt: Cents;
  lateFee: Cents;
  balance: Cents;
}

/**
 * Total = Σ rate × qty less the discounts (the late-fee rows are rows too); late fee = the
 * late-fee rows; balance = total − payments received.
 * @example 3 × $20.00 − $20.00 free + $25.00 trip + $1.05 late fee, $30.00 paid → total 66.05, balance 36.05
 */
export function invoiceTotals(items: readonly TotalsItem[], paymentsReceived: Cents): InvoiceTotals {
  let totalAmt = 0;
  let lateFee = 0;
  for (const item of items) {
    const amount = lineAmount(item.qty, item.rate);
    totalAmt += amount - item.discountAmt;
    if (item.kind === 'lateFee') lateFee += amount;
  }
  return { totalAmt, lateFee, balance: totalAmt - paymentsReceived };
}
