import { toDisplayDate } from '../../core/dates.ts';
import { createPdf } from '../../core/pdf/document.ts';
import { drawTable } from '../../core/pdf/table.ts';
import type { Invoice, InvoiceItem } from './present.ts';

const dollars = (value: number) => `$${value.toFixed(2)}`;

/** A printed row: what it bills, how many, at what rate, less what is free. */
interface PrintedRow {
  description: string;
  qty: number;
  rate: number;
  amount: number;
  discountAmt: number;
}

/**
 * The default template prints one row per sample set (its specimens counted together at the
 * set's rate); the extended one prints every specimen. Trip, fuel, late-fee and manual rows
 * print as they are in both.
 */
export function printedRows(items: readonly InvoiceItem[], template: string): PrintedRow[] {
  if (template === 'extended')
    return items.map(({ description, qty, rate, amount, discountAmt }) => ({ description, qty, rate, amount, discountAmt }));
  const rows: PrintedRow[] = [];
  const bySet = new Map<string, PrintedRow>();
  for (const item of items) {
    const specimenNum = item.Specimen?.specimenNum;
    if (item.kind !== 'specimen' || !specimenNum) {
      rows.push({ description: item.description, qty: item.qty, rate: item.rate, amount: item.amount, discountAmt: item.discountAmt });
      continue;
    }
    const setNum = specimenNum.slice(0, specimenNum.lastIndexOf('.'));
    const key = `${setNum}|${item.rate}`;
    const row = bySet.get(key);
    if (row) {
      row.qty += item.qty;
      row.amount = Math.round((row.amount + item.amount) * 100) / 100;
      row.discountAmt = Math.round((row.discountAmt + item.discountAmt) * 100) / 100;
      continue;
    }
    const created = {
      description: `${item.Specimen?.sampleType ?? 'Sample set'} ${setNum}`,
      qty: item.qty,
      rate: item.rate,
      amount: item.amount,
      discountAmt: item.discountAmt,
    };
    bySet.set(key, created);
    rows.push(created);
  }
  return rows;
}

/** The invoice as a PDF, by the customer's invoice template. */
export async function invoicePdf(invoice: Invoice, labName: string): Promise<Buffer> {
  const pdf = createPdf({ title: `Invoice ${invoice.invoiceNum}`, author: labName, footer: labName });
  const { doc } = pdf;
  const customer = invoice.Customer;
  doc.font('bold').fontSize(16).text(`Invoice ${invoice.invoiceNum}`);
  doc.font('regular').fontSize(10).moveDown(0.5);
  doc.text(`Invoice date: ${toDisplayDate(invoice.invoiceDate)}`);
  doc.text(`Due date: ${toDisplayDate(invoice.dueDate)}${customer?.NetTerm ? ` (${customer.NetTerm.term})` : ''}`);
  if (invoice.Pickup) doc.text(`Pickup: ${invoice.Pickup.pickupNumber}${invoice.Pickup.jobName ? `, ${invoice.Pickup.jobName}` : ''}`);
  if (customer) {
    doc.moveDown(0.5).font('bold').text('Bill to');
    doc.font('regular').text(customer.companyName);
    doc.text([customer.billingAddress1, customer.billingAddress2].filter(Boolean).join(', '));
    doc.text(`${customer.billingCity}, ${customer.billingState} ${customer.billingZip}`);
  }
  doc.moveDown();
  drawTable(doc, {
    columns: [
      { header: 'Description', weight: 4 },
      { header: 'Qty', align: 'right' },
      { header: 'Rate', align: 'right' },
      { header: 'Discount', align: 'right' },
      { header: 'Amount', align: 'right' },
    ],
    rows: printedRows(invoice.invoiceItems, customer?.invoiceTemplate ?? 'default').map((row) => [
      row.description,
      String(row.qty),
      dollars(row.rate),
      row.discountAmt > 0 ? `-${dollars(row.discountAmt)}` : '',
      dollars(row.amount - row.discountAmt),
    ]),
  });
  doc.moveDown();
  doc.font('bold').text(`Total: ${dollars(invoice.totalAmt)}`, { align: 'right' });
  if (invoice.lateFee > 0) doc.font('regular').text(`Includes late fees: ${dollars(invoice.lateFee)}`, { align: 'right' });
  if (invoice.paymentsReceived > 0) doc.font('regular').text(`Payments received: ${dollars(invoice.paymentsReceived)}`, { align: 'right' });
  doc.font('bold').text(`Balance due: ${dollars(invoice.balance)}`, { align: 'right' });
  return pdf.finish();
}
