import { dateInZone, toDisplayDate } from '../../shared/dates.ts';
import { createPdf, type PdfKitDocument } from '../../lib/pdf/document.ts';
import { drawTable } from '../../lib/pdf/table.ts';
import { drawLetterhead, drawRemitTo, type Letterhead } from './letterhead.ts';
import { creditNoteNumber, type Invoice, type InvoiceItem } from './present.ts';
import { formatMoney } from '../../shared/format.ts';

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
 * print as they are in both, and so does a row staff edited by hand: its description as entered.
 */
export function printedRows(items: readonly InvoiceItem[], template: string): PrintedRow[] {
  if (template === 'extended')
    return items.map(({ description, qty, rate, amount, discountAmt }) => ({ description, qty, rate, amount, discountAmt }));
  const rows: PrintedRow[] = [];
  const bySet = new Map<string, PrintedRow>();
  for (const item of items) {
    const specimenNum = item.Specimen?.specimenNum;
    if (item.kind !== 'specimen' || !specimenNum || item.override) {
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

/** A large, faint VOID across the page, behind what follows. */
function voidMark(doc: PdfKitDocument): void {
  const { x, y } = doc;
  doc.save();
  doc.rotate(-30, { origin: [doc.page.width / 2, doc.page.height / 2] });
  doc
    .font('bold')
    .fontSize(140)
    .fillColor('#b91c1c', 0.18)
    .text('VOID', 0, doc.page.height / 2 - 70, { width: doc.page.width, align: 'center', lineBreak: false });
  doc.restore();
  doc.fillColor('#000000', 1).font('regular').fontSize(10);
  doc.x = x;
  doc.y = y;
}

/** What a void invoice says instead of a balance due: when it was voided and the credit notes issued for it. */
function voidStatement(doc: PdfKitDocument, invoice: Invoice, timeZone: string): void {
  if (!invoice.voided) return;
  doc
    .moveDown(0.5)
    .font('bold')
    .fillColor('#b91c1c')
    .text(`VOID: voided on ${toDisplayDate(dateInZone(new Date(invoice.voided.at), timeZone))}. Nothing is owed on this invoice.`, {
      align: 'right',
    });
  doc.fillColor('#000000').font('regular');
  for (const note of invoice.creditNotes) {
    doc.text(
      `Credit note ${creditNoteNumber(note.creditNum)}: ${formatMoney(note.amount)} received on this invoice is credited to your account.`,
      {
        align: 'right',
      },
    );
  }
}

/** The invoice as a PDF, by the customer's invoice template, on the lab's letterhead with its remit-to block; a void one marked VOID. */
export async function invoicePdf(invoice: Invoice, head: Letterhead): Promise<Buffer> {
  const title = `Invoice ${invoice.invoiceNum}${invoice.voided ? ' (VOID)' : ''}`;
  const pdf = createPdf({ title, author: head.labName, footer: head.labName });
  const { doc } = pdf;
  if (invoice.voided) {
    voidMark(doc);
    doc.on('pageAdded', () => voidMark(doc));
  }
  const customer = invoice.Customer;
  drawLetterhead(doc, head);
  doc
    .font('bold')
    .fontSize(16)
    .text(invoice.voided ? `Invoice ${invoice.invoiceNum} VOID` : `Invoice ${invoice.invoiceNum}`);
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
      formatMoney(row.rate),
      row.discountAmt > 0 ? `-${formatMoney(row.discountAmt)}` : '',
      formatMoney(row.amount - row.discountAmt),
    ]),
  });
  doc.moveDown();
  doc.font('bold').text(`Total: ${formatMoney(invoice.totalAmt)}`, { align: 'right' });
  if (invoice.lateFee > 0) doc.font('regular').text(`Includes late fees: ${formatMoney(invoice.lateFee)}`, { align: 'right' });
  if (invoice.paymentsReceived > 0)
    doc.font('regular').text(`Payments received: ${formatMoney(invoice.paymentsReceived)}`, { align: 'right' });
  if (invoice.voided) voidStatement(doc, invoice, head.timeZone);
  else doc.font('bold').text(`Balance due: ${formatMoney(invoice.balance)}`, { align: 'right' });
  // A void invoice asks for no payment.
  if (!invoice.voided) drawRemitTo(doc, head);
  return pdf.finish();
}
