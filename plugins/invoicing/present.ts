import type { CustomerWithTerms } from '../customers/index.ts';
import type { BilledPickup } from '../pickups/index.ts';
import type { CreditNote } from './credit-notes.repository.ts';
import type { InvoiceItemRow, InvoiceRow } from './invoices.table.ts';

/** A `numeric` decimal string as a JSON number rounded to cents. */
export function cents(value: string | number): number {
  return Math.round(Number(value) * 100) / 100;
}

/** What an invoice row shows of its specimen. */
export interface ItemSpecimen {
  sampleType: string | null;
  specimenNum: string;
  castDate: string | null;
  location: string | null;
}

/** An invoice row as the API answers it: money as numbers, with its pickup and specimen. */
export function presentItem(row: InvoiceItemRow, pickup: BilledPickup | null, specimen: ItemSpecimen | null) {
  return {
    id: row.id,
    kind: row.kind,
    description: row.description,
    qty: cents(row.qty),
    rate: cents(row.rate),
    amount: cents(row.amount),
    discountAmt: cents(row.discountAmt),
    override: row.override,
    notes: row.notes,
    pickupId: row.pickupId,
    sampleTypeId: row.sampleTypeId,
    Pickup: pickup ? { id: pickup.id, pickupNumber: pickup.pickupNumber } : null,
    Specimen: specimen,
  };
}
export type InvoiceItem = ReturnType<typeof presentItem>;

/** The customer as an invoice shows it: the company with `NetTerm.term`. */
export function presentInvoiceCustomer(customer: CustomerWithTerms) {
  return {
    id: customer.id,
    companyName: customer.companyName,
    contactFirstName: customer.contactFirstName,
    contactLastName: customer.contactLastName,
    contactEmail: customer.contactEmail,
    billingAddress1: customer.billingAddress1,
    billingAddress2: customer.billingAddress2,
    billingCity: customer.billingCity,
    billingState: customer.billingState,
    billingZip: customer.billingZip,
    invoiceTemplate: customer.invoiceTemplate,
    invoiceFrequency: customer.invoiceFrequency,
    chargeLateFee: customer.chargeLateFee,
    sendInvoices: customer.sendInvoices,
    quickBooksID: customer.quickBooksID,
    NetTerm: customer.netTerms ? { id: customer.netTerms.id, term: customer.netTerms.term, days: customer.netTerms.days } : null,
  };
}
export type InvoiceCustomer = ReturnType<typeof presentInvoiceCustomer>;

/** A credit note's number as documents print it. */
export const creditNoteNumber = (creditNum: number) => `CN-${creditNum}`;

/** Who voided an invoice, when and why; null while it stands. */
export interface InvoiceVoid {
  /** ISO 8601. */
  at: string;
  reason: string;
  /** The name of who voided it, null when the user is gone. */
  by: string | null;
}

/** What an invoice shows of its history: its void and the credit notes issued for it. */
export interface InvoiceHistory {
  voided: InvoiceVoid | null;
  creditNotes: CreditNote[];
}

/** An invoice as the API answers it. */
export function presentInvoice(
  row: InvoiceRow,
  customer: InvoiceCustomer | null,
  pickup: BilledPickup | null,
  items: InvoiceItem[],
  history: InvoiceHistory = { voided: null, creditNotes: [] },
) {
  return {
    id: row.id,
    invoiceNum: row.invoiceNum,
    customerId: row.customerId,
    pickupId: row.pickupId,
    invoiceDate: row.invoiceDate,
    dueDate: row.dueDate,
    totalAmt: cents(row.totalAmt),
    paymentsReceived: cents(row.paymentsReceived),
    balance: cents(row.balance),
    lateFee: cents(row.lateFee),
    notes: row.notes,
    dueDateByHand: row.dueDateByHand,
    voided: history.voided,
    creditNotes: history.creditNotes,
    version: row.version,
    Customer: customer,
    Pickup: pickup,
    invoiceItems: items,
  };
}
export type Invoice = ReturnType<typeof presentInvoice>;

/** An invoice as its customer gets it: which rows staff edited by hand is the lab's own business. */
export function invoiceForCustomer(invoice: Invoice) {
  return { ...invoice, invoiceItems: invoice.invoiceItems.map(({ override: _override, ...item }) => item) };
}
