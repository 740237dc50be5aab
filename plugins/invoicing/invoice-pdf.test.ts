import { describe, expect, it } from 'vitest';
import { pdfText } from '../../testing/pdf-text.ts';
import { invoicePdf, printedRows } from './invoice-pdf.ts';
import { invoiceLetterhead } from './letterhead.ts';
import type { Invoice, InvoiceItem } from './present.ts';

const specimen = (id: number, specimenNum: string, discountAmt = 0): InvoiceItem => ({
  id,
  kind: 'specimen',
  description: `Concrete Cylinder 4x8 ${specimenNum}`,
  qty: 1,
  rate: 20,
  amount: 20,
  discountAmt,
  override: false,
  notes: null,
  pickupId: 1,
  sampleTypeId: 7,
  Pickup: { id: 1, pickupNumber: 1001 },
  Specimen: { sampleType: 'Concrete Cylinder 4x8', specimenNum, castDate: '2026-11-20', location: null },
});
const trip: InvoiceItem = { ...specimen(9, 'x'), kind: 'trip', description: 'Trip Charge', rate: 25, amount: 25, Specimen: null };
/** The demo lab's settings, as hono.config.ts gives them, with a remit-to block of its own. */
const head = invoiceLetterhead({
  labName: 'Demo Lab',
  labTimeZone: 'America/Los_Angeles',
  labIdentity: { address: '1200 Industrial Way\nSacramento, CA 95814', phone: '(916) 555-0142', email: 'lab@demo.lab' },
  remitTo: { address: 'PO Box 2210\nSacramento, CA 95812', instructions: 'Checks payable to Demo Lab.\nQuote the invoice number.' },
});
const items = [
  specimen(1, '1001.1.1'),
  specimen(2, '1001.1.2'),
  specimen(3, '1001.1.3'),
  specimen(4, '1001.1.4', 20),
  specimen(5, '1001.2.1'),
  trip,
];

const invoice = {
  voided: null,
  creditNotes: [],
  id: 1,
  invoiceNum: 1042,
  customerId: 3,
  pickupId: 1,
  invoiceDate: '2026-11-24',
  dueDate: '2026-12-24',
  totalAmt: 105,
  paymentsReceived: 0,
  balance: 105,
  lateFee: 0,
  notes: null,
  version: 1,
  Customer: {
    companyName: 'Acme Concrete',
    invoiceTemplate: 'extended',
    billingAddress1: '1 Main',
    billingAddress2: null,
    billingCity: 'Fresno',
    billingState: 'CA',
    billingZip: '93701',
    NetTerm: { term: 'Net 30' },
  },
  Pickup: { id: 1, pickupNumber: 1001, jobName: '12 Main St' },
  invoiceItems: items,
} as unknown as Invoice;

describe('the invoice templates', () => {
  it('default: one row per sample set, its specimens counted together with their discounts', () => {
    expect(printedRows(items, 'default')).toEqual([
      { description: 'Concrete Cylinder 4x8 1001.1', qty: 4, rate: 20, amount: 80, discountAmt: 20 },
      { description: 'Concrete Cylinder 4x8 1001.2', qty: 1, rate: 20, amount: 20, discountAmt: 0 },
      { description: 'Trip Charge', qty: 1, rate: 25, amount: 25, discountAmt: 0 },
    ]);
  });
  it('default: a row edited by hand prints alone, its description as entered', () => {
    const edited = {
      ...specimen(3, '1001.1.3'),
      description: 'Cylinder 1001.1.3, broken again at the customer request',
      rate: 35,
      amount: 35,
      override: true,
    };
    const rows = printedRows([specimen(1, '1001.1.1'), specimen(2, '1001.1.2'), edited, trip], 'default');
    expect(rows).toEqual([
      { description: 'Concrete Cylinder 4x8 1001.1', qty: 2, rate: 20, amount: 40, discountAmt: 0 },
      { description: 'Cylinder 1001.1.3, broken again at the customer request', qty: 1, rate: 35, amount: 35, discountAmt: 0 },
      { description: 'Trip Charge', qty: 1, rate: 25, amount: 25, discountAmt: 0 },
    ]);
  });
  it('extended: every specimen', () => {
    expect(printedRows(items, 'extended').map((row) => row.description)).toEqual([
      'Concrete Cylinder 4x8 1001.1.1',
      'Concrete Cylinder 4x8 1001.1.2',
      'Concrete Cylinder 4x8 1001.1.3',
      'Concrete Cylinder 4x8 1001.1.4',
      'Concrete Cylinder 4x8 1001.2.1',
      'Trip Charge',
    ]);
  });
  it('prints the template the customer chose, with totals as searchable text', async () => {
    const extended = (await pdfText(await invoicePdf(invoice, head))).text;
    expect(extended).toContain('Invoice 1042');
    expect(extended).toContain('1001.1.4');
    expect(extended).toContain('Balance due: $105.00');
    const grouped = (await pdfText(await invoicePdf({ ...invoice, Customer: { ...invoice.Customer!, invoiceTemplate: 'default' } }, head)))
      .text;
    expect(grouped).not.toContain('1001.1.4');
    expect(grouped).toContain('Concrete Cylinder 4x8 1001.1');
  });

  it("prints the lab's letterhead and the remit-to block with its payment instructions", async () => {
    const { text } = await pdfText(await invoicePdf(invoice, head));
    for (const line of ['Demo Lab', '1200 Industrial Way', 'Sacramento, CA 95814', '(916) 555-0142', 'lab@demo.lab'])
      expect(text).toContain(line);
    expect(text.indexOf('1200 Industrial Way')).toBeLessThan(text.indexOf('Invoice 1042'));
    const remit = text.slice(text.indexOf('Remit to'));
    expect(text).toContain('Remit to');
    for (const line of [
      'Demo Lab',
      'PO Box 2210',
      'Sacramento, CA 95812',
      'Payment instructions',
      'Checks payable to Demo Lab.',
      'Quote the invoice number.',
    ])
      expect(remit).toContain(line);
  });

  it('prints an edited row as entered under the default template', async () => {
    const edited = { ...specimen(3, '1001.1.3'), description: 'Re-cap and break, as agreed', override: true };
    const text = (
      await pdfText(
        await invoicePdf(
          { ...invoice, Customer: { ...invoice.Customer!, invoiceTemplate: 'default' }, invoiceItems: [specimen(1, '1001.1.1'), edited] },
          head,
        ),
      )
    ).text;
    expect(text).toContain('Re-cap and break, as agreed');
    expect(text).toContain('Concrete Cylinder 4x8 1001.1');
  });

  it('marks a void invoice VOID, with the credit note and no balance due or remit-to block', async () => {
    const voided = {
      ...invoice,
      paymentsReceived: 50,
      balance: 0,
      voided: { at: '2026-12-02T06:30:00.000Z', reason: 'Billed to the wrong company', by: 'Ann Admin' },
      creditNotes: [{ id: 1, creditNum: 7, invoiceId: 1, amount: 50, issuedOn: '2026-12-01', reason: 'Received on invoice 1042, voided' }],
    };
    const { text } = await pdfText(await invoicePdf(voided, head));
    expect(text).toContain('Invoice 1042 VOID');
    // 06:30 UTC on 12/02 is still 12/01 in the lab's time zone.
    expect(text).toContain('VOID: voided on 12/01/2026. Nothing is owed on this invoice.');
    expect(text).toContain('Credit note CN-7: $50.00 received on this invoice is credited to your account.');
    expect(text).not.toContain('Balance due');
    expect(text).not.toContain('Remit to');
    // Staff's reason is the lab's business, not the customer's.
    expect(text).not.toContain('Billed to the wrong company');
  });
});
