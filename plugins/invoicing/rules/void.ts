import type { Cents } from './money.ts';

/** At least this long, so the audit dashboard says why in words someone can act on later. */
export const REASON_MIN = 10;
export const REASON_MAX = 500;

/**
 * Why an invoice must be kept rather than deleted: it left the lab (mailed to the customer,
 * synced to the books, money received on it), or it is already void. Phrased to follow "was".
 */
export type KeepReason = 'sent' | 'paid' | 'voided' | (string & {});

/** What an invoice shows of itself for the keep rule. */
export interface KeepFacts {
  /** Mailed to the customer at least once. */
  mailed: boolean;
  /** A payment was applied to it, or payments received were entered on it. */
  paid: boolean;
  voided: boolean;
}

/**
 * Why an invoice is kept: its own reasons, with those of other plugins (QuickBooks: synced)
 * in the order things happen to an invoice.
 * @example keepReasons({ mailed: true, paid: true, voided: false }, ['synced to QuickBooks']) // ['sent', 'synced to QuickBooks', 'paid']
 */
export function keepReasons(facts: KeepFacts, others: readonly string[] = []): KeepReason[] {
  return [...(facts.voided ? ['voided'] : []), ...(facts.mailed ? ['sent'] : []), ...others, ...(facts.paid ? ['paid'] : [])];
}

const inWords = (reasons: readonly string[]) =>
  reasons.length <= 1 ? (reasons[0] ?? '') : `${reasons.slice(0, -1).join(', ')} and ${reasons.at(-1)}`;

/**
 * The refusal of a delete, or null when the invoice may go (it never left the lab).
 * @example deleteRefusal(['sent', 'synced to QuickBooks', 'paid'])
 *   // 'An invoice that was sent, synced to QuickBooks and paid cannot be deleted: void it instead'
 */
export function deleteRefusal(reasons: readonly KeepReason[]): string | null {
  if (reasons.includes('voided')) return 'A void invoice is kept as it is: it cannot be deleted';
  return reasons.length === 0 ? null : `An invoice that was ${inWords(reasons)} cannot be deleted: void it instead`;
}

/**
 * What voiding leaves: nothing owed on the invoice, and a credit note for every cent received
 * on it (an over-payment included), or none when nothing was received.
 * @example voidOutcome({ totalAmt: 11750, paymentsReceived: 5000 }) // { balance: 0, credit: 5000 }
 */
export function voidOutcome(invoice: { totalAmt: Cents; paymentsReceived: Cents }): { balance: Cents; credit: Cents | null } {
  return { balance: 0, credit: invoice.paymentsReceived > 0 ? invoice.paymentsReceived : null };
}

/**
 * A customer's balance: what its invoices still owe, a void invoice counting for nothing and a
 * credit (a negative balance) not taken off the others.
 * @example openBalance([{ balance: 10000, voided: false }, { balance: 6750, voided: true }]) // 10000
 */
export function openBalance(invoices: ReadonlyArray<{ balance: Cents; voided: boolean }>): Cents {
  return invoices.reduce((sum, invoice) => sum + (invoice.voided || invoice.balance <= 0 ? 0 : invoice.balance), 0);
}
