import { toDisplayDate } from '../../shared/dates.ts';
import { createPdf } from '../../lib/pdf/document.ts';
import { drawTable } from '../../lib/pdf/table.ts';
import { creditNoteNumber } from './present.ts';
import { drawLetterhead, drawRemitTo, type Letterhead } from './letterhead.ts';
import { AGING_LABELS, type Aging } from './rules/aging.ts';
import { formatCents } from '../../shared/format.ts';

export interface StatementInvoice {
  invoiceNum: number;
  invoiceDate: string;
  dueDate: string;
  totalAmt: number;
  paymentsReceived: number;
  balance: number;
}

/** A credit note issued to the customer for money received on a void invoice. */
export interface StatementCredit {
  creditNum: number;
  invoiceNum: number;
  issuedOn: string;
  amount: number;
}

/**
 * The monthly statement on the lab's letterhead: open invoices, payments received on them, the
 * aging, the customer's credit notes, and where to pay. Amounts in cents.
 */
export async function statementPdf(
  statement: { companyName: string; date: string; invoices: StatementInvoice[]; aging: Aging; balance: number; credits: StatementCredit[] },
  head: Letterhead,
): Promise<Buffer> {
  const pdf = createPdf({ title: `Statement ${statement.companyName}`, author: head.labName, footer: head.labName });
  const { doc } = pdf;
  drawLetterhead(doc, head);
  doc.font('bold').fontSize(16).text('Statement');
  doc
    .font('regular')
    .fontSize(10)
    .text(statement.companyName)
    .text(`Date: ${toDisplayDate(statement.date)}`)
    .moveDown();
  drawTable(doc, {
    columns: [
      { header: 'Invoice' },
      { header: 'Date' },
      { header: 'Due' },
      { header: 'Total', align: 'right' },
      { header: 'Payments', align: 'right' },
      { header: 'Balance', align: 'right' },
    ],
    rows: statement.invoices.map((invoice) => [
      String(invoice.invoiceNum),
      toDisplayDate(invoice.invoiceDate),
      toDisplayDate(invoice.dueDate),
      formatCents(invoice.totalAmt),
      formatCents(invoice.paymentsReceived),
      formatCents(invoice.balance),
    ]),
  });
  doc.moveDown().font('bold').text('Aging');
  drawTable(doc, {
    columns: Object.values(AGING_LABELS).map((header) => ({ header, align: 'right' as const })),
    rows: [(Object.keys(AGING_LABELS) as Array<keyof Aging>).map((bucket) => formatCents(statement.aging[bucket]))],
  });
  if (statement.credits.length > 0) {
    doc.moveDown().font('bold').text('Credit notes');
    drawTable(doc, {
      columns: [{ header: 'Credit note' }, { header: 'Date' }, { header: 'For void invoice' }, { header: 'Amount', align: 'right' }],
      rows: statement.credits.map((credit) => [
        creditNoteNumber(credit.creditNum),
        toDisplayDate(credit.issuedOn),
        String(credit.invoiceNum),
        formatCents(credit.amount),
      ]),
    });
  }
  doc
    .moveDown()
    .font('bold')
    .text(`Balance due: ${formatCents(statement.balance)}`, { align: 'right' });
  drawRemitTo(doc, head);
  return pdf.finish();
}
