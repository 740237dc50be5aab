import type { Invoice, InvoiceItem } from '../invoicing/index.ts';
import type { ChargeItem } from './quickbooks.table.ts';

/** The QuickBooks item of each charge that is not a sample type, by its name there. */
export const CHARGE_ITEM_NAMES: Record<ChargeItem, string> = {
  trip: 'Trip Charge',
  fuel: 'Fuel Charge',
  'late-fee': 'Late Fee',
  discount: 'Discount',
  other: 'Other Charge',
};

/** Which QuickBooks item an invoice row is booked to: its sample type's, or one of the charges'. */
export type ItemKey = { sampleTypeId: number } | { charge: ChargeItem };

export function itemKeyOf(item: Pick<InvoiceItem, 'kind' | 'sampleTypeId'>): ItemKey {
  if (item.kind === 'trip') return { charge: 'trip' };
  if (item.kind === 'fuel') return { charge: 'fuel' };
  if (item.kind === 'lateFee') return { charge: 'late-fee' };
  return item.sampleTypeId === null ? { charge: 'other' } : { sampleTypeId: item.sampleTypeId };
}

export const itemKeyText = (key: ItemKey) => ('charge' in key ? `charge:${key.charge}` : `sample-type:${key.sampleTypeId}`);

interface SalesLine {
  Amount: number;
  Description: string;
  DetailType: 'SalesItemLineDetail';
  SalesItemLineDetail: { ItemRef: { value: string }; Qty?: number; UnitPrice?: number };
}

/**
 * The QuickBooks invoice of a portal invoice: DocNumber its invoiceNum, one sales line per row
 * (amount, quantity and rate as the portal billed them) and, for a row with a discount, a
 * line of the Discount item taking it off, so the lines add up to the portal's total.
 */
export function invoiceBody(invoice: Invoice, customerRef: string, itemRefs: ReadonlyMap<string, string>): Record<string, unknown> {
  const ref = (key: ItemKey) => {
    const id = itemRefs.get(itemKeyText(key));
    if (!id) throw new Error(`No QuickBooks item for ${itemKeyText(key)}`);
    return { value: id };
  };
  const lines: SalesLine[] = [];
  for (const item of invoice.invoiceItems) {
    lines.push({
      Amount: item.amount,
      Description: item.description,
      DetailType: 'SalesItemLineDetail',
      SalesItemLineDetail: { ItemRef: ref(itemKeyOf(item)), Qty: item.qty, UnitPrice: item.rate },
    });
    if (item.discountAmt > 0) {
      lines.push({
        Amount: -item.discountAmt,
        Description: `Discount: ${item.description}`,
        DetailType: 'SalesItemLineDetail',
        SalesItemLineDetail: { ItemRef: ref({ charge: 'discount' }) },
      });
    }
  }
  return {
    DocNumber: String(invoice.invoiceNum),
    TxnDate: invoice.invoiceDate,
    DueDate: invoice.dueDate,
    CustomerRef: { value: customerRef },
    Line: lines,
    ...(invoice.notes ? { CustomerMemo: { value: invoice.notes.slice(0, 1000) } } : {}),
  };
}

/** The item keys an invoice needs, the discount's among them when a row has one. */
export function itemKeysOf(invoice: Invoice): ItemKey[] {
  const keys = new Map<string, ItemKey>();
  for (const item of invoice.invoiceItems) {
    const key = itemKeyOf(item);
    keys.set(itemKeyText(key), key);
    if (item.discountAmt > 0) keys.set(itemKeyText({ charge: 'discount' }), { charge: 'discount' });
  }
  return [...keys.values()];
}

/** A payment's share of each invoice it pays, from its lines' links to invoices. */
export function paymentShares(payment: Record<string, unknown>): { invoiceRef: string; amount: number }[] {
  const lines = (payment.Line as { Amount?: number; LinkedTxn?: { TxnId: string; TxnType: string }[] }[] | undefined) ?? [];
  const shares = new Map<string, number>();
  for (const line of lines) {
    for (const linked of line.LinkedTxn ?? []) {
      if (linked.TxnType !== 'Invoice') continue;
      shares.set(linked.TxnId, Math.round(((shares.get(linked.TxnId) ?? 0) + Number(line.Amount ?? 0)) * 100) / 100);
    }
  }
  return [...shares].map(([invoiceRef, amount]) => ({ invoiceRef, amount }));
}

/** The payments QuickBooks has applied to one of its invoices, by the invoice's links. */
export function linkedPaymentIds(invoice: Record<string, unknown>): string[] {
  const links = (invoice.LinkedTxn as { TxnId: string; TxnType: string }[] | undefined) ?? [];
  return [...new Set(links.filter((link) => link.TxnType === 'Payment').map((link) => link.TxnId))];
}

/**
 * A payment's lines without their link to one invoice: saved back, the payment's money stays
 * received but no longer pays that invoice (QuickBooks holds it as the customer's credit).
 * @example linesWithout({ Line: [{ Amount: 50, LinkedTxn: [{ TxnId: '7', TxnType: 'Invoice' }] }] }, '7') // []
 */
export function linesWithout(payment: Record<string, unknown>, invoiceRef: string): unknown[] {
  const lines = (payment.Line as { LinkedTxn?: { TxnId: string; TxnType: string }[] }[] | undefined) ?? [];
  return lines
    .map((line) => ({
      ...line,
      LinkedTxn: (line.LinkedTxn ?? []).filter((linked) => !(linked.TxnType === 'Invoice' && linked.TxnId === invoiceRef)),
    }))
    .filter((line) => line.LinkedTxn.length > 0);
}

/** Whether QuickBooks already voided its invoice: it marks a void with the note 'Voided' and zero amounts. */
export function voidedInQuickbooks(invoice: Record<string, unknown>): boolean {
  return String(invoice.PrivateNote ?? '').startsWith('Voided') && Number(invoice.TotalAmt ?? 0) === 0;
}

/**
 * What to do about QuickBooks not being connected, said to the person who asked: only an admin
 * may open the QuickBooks page, so the office is told whom to ask.
 * @example notConnectedAdvice(false) // 'ask an admin to connect it'
 */
export function notConnectedAdvice(canConnect: boolean): string {
  return canConnect ? 'connect it on the QuickBooks page' : 'ask an admin to connect it';
}

/** What a scheduled read carries: when it was planned, so its successor is planned from it. */
export interface ScheduledRead {
  scheduled: boolean;
  plannedFor?: string;
}

/** A scheduled read's successor is planned from the later of its own plan and now: a read run late does not queue a burst. */
export function nextReadAfter(read: ScheduledRead, now = new Date()): Date {
  const planned = read.plannedFor ? new Date(read.plannedFor) : now;
  return planned > now ? planned : now;
}

/**
 * A sync as the audit dashboard shows it: `emailType` says what happened (as a mail's names
 * its kind), with the invoice's change that was synced and QuickBooks' refusal.
 * @example syncAuditData('failed', { sync: 'created', error: '[QuickbooksError] Invalid Reference Id' })
 *   // { emailType: 'quickbooks-sync-failed', sync: 'created', error: '[QuickbooksError] Invalid Reference Id' }
 */
export function syncAuditData(action: string, after: Record<string, unknown>): { emailType: string } & Record<string, unknown> {
  return {
    emailType: action === 'synced' ? 'quickbooks-sync' : 'quickbooks-sync-failed',
    sync: after.sync ?? null,
    ...(after.error ? { error: after.error } : {}),
  };
}
