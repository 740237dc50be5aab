import { toDisplayDate } from '../../core/dates.ts';
import { createPdf } from '../../core/pdf/document.ts';
import { drawTable } from '../../core/pdf/table.ts';
import { AGING_LABELS, type Aging } from './rules/aging.ts';

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

export interface StatementInvoice {
  invoiceNum: number;
  invoiceDate: string;
  dueDate: string;
  totalAmt: number;
  paymentsReceived: number;
  balance: number;
}

/** The monthly statement: open invoices, payments received on them, and the aging. Amounts in cents. */
export async function statementPdf(
  statement: { companyName: string; date: string; invoices: StatementInvoice[]; aging: Aging },
  labName: string,
): Promise<Buffer> {
  const pdf = createPdf({ title: `Statement ${statement.companyName}`, author: labName, footer: labName });
  const { doc } = pdf;
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
      dollars(invoice.totalAmt),
      dollars(invoice.paymentsReceived),
      dollars(invoice.balance),
    ]),
  });
  doc.moveDown().font('bold').text('Aging');
  drawTable(doc, {
    columns: Object.values(AGING_LABELS).map((header) => ({ header, align: 'right' as const })),
    rows: [(Object.keys(AGING_LABELS) as Array<keyof Aging>).map((bucket) => dollars(statement.aging[bucket]))],
  });
  const due = statement.invoices.reduce((sum, invoice) => sum + invoice.balance, 0);
  doc
    .moveDown()
    .font('bold')
    .text(`Balance due: ${dollars(due)}`, { align: 'right' });
  return pdf.finish();
}
