import { describe, expect, it } from 'vitest';
import { pdfText } from '../../core/testing/pdf-text.ts';
import { invoicePdf, printedRows } from './invoice-pdf.ts';
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
const items = [
  specimen(1, '1001.1.1'),
  specimen(2, '1001.1.2'),
  specimen(3, '1001.1.3'),
  specimen(4, '1001.1.4', 20),
  specimen(5, '1001.2.1'),
  trip,
];

describe('the invoice templates', () => {
  it('default: one row per sample set, its specimens counted together with their discounts', () => {
    expect(printedRows(items, 'default')).toEqual([
      { description: 'Concrete Cylinder 4x8 1001.1', qty: 4, rate: 20, amount: 80, discountAmt: 20 },
      { description: 'Concrete Cylinder 4x8 1001.2', qty: 1, rate: 20, amount: 20, discountAmt: 0 },
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
    const invoice = {
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
    const extended = (await pdfText(await invoicePdf(invoice, 'Demo Lab'))).text;
    expect(extended).toContain('Invoice 1042');
    expect(extended).toContain('1001.1.4');
    expect(extended).toContain('Balance due: $105.00');
    const grouped = (
      await pdfText(await invoicePdf({ ...invoice, Customer: { ...invoice.Customer!, invoiceTemplate: 'default' } }, 'Demo Lab'))
    ).text;
    expect(grouped).not.toContain('1001.1.4');
    expect(grouped).toContain('Concrete Cylinder 4x8 1001.1');
  });
});
