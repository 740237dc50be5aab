import type { Cents } from './money.ts';
import { daysBetween } from './dates.ts';

export interface Aging {
  current: Cents;
  days31to60: Cents;
  days61to90: Cents;
  over90: Cents;
}

export const AGING_LABELS: Record<keyof Aging, string> = { current: '0-30', days31to60: '31-60', days61to90: '61-90', over90: '90+' };

/**
 * A statement's aging: the open balances by days since the invoice date, 0-30, 31-60, 61-90 and 90+.
 * @example agingOf([{ invoiceDate: '2026-09-01', balance: 5000 }], '2026-11-01') // 61 days: { days61to90: 5000, ... }
 */
export function agingOf(invoices: ReadonlyArray<{ invoiceDate: string; balance: Cents }>, today: string): Aging {
  const aging: Aging = { current: 0, days31to60: 0, days61to90: 0, over90: 0 };
  for (const invoice of invoices) {
    const age = daysBetween(invoice.invoiceDate, today);
    const bucket: keyof Aging = age <= 30 ? 'current' : age <= 60 ? 'days31to60' : age <= 90 ? 'days61to90' : 'over90';
    aging[bucket] += invoice.balance;
  }
  return aging;
}
