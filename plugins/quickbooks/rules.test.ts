import { describe, expect, it } from 'vitest';
import type { Invoice } from '../invoicing/index.ts';
import {
  invoiceBody,
  itemKeyOf,
  itemKeysOf,
  linesWithout,
  linkedPaymentIds,
  nextReadAfter,
  notConnectedAdvice,
  paymentShares,
  syncAuditData,
  voidedInQuickbooks,
} from './rules.ts';

type Row = Invoice['invoiceItems'][number];
const row = (fields: Partial<Row>): Row =>
  ({ kind: 'specimen', sampleTypeId: 3, description: 'Cylinder', qty: 1, rate: 20, amount: 20, discountAmt: 0, ...fields }) as Row;
const invoice = (items: Row[]) =>
  ({ id: 7, invoiceNum: 1042, invoiceDate: '2026-11-02', dueDate: '2026-12-02', notes: null, invoiceItems: items }) as unknown as Invoice;

describe('the QuickBooks invoice of a portal invoice', () => {
  it('books rows to their sample type or charge item', () => {
    expect(itemKeyOf(row({}))).toEqual({ sampleTypeId: 3 });
    expect(itemKeyOf(row({ kind: 'trip', sampleTypeId: null }))).toEqual({ charge: 'trip' });
    expect(itemKeyOf(row({ kind: 'fuel', sampleTypeId: null }))).toEqual({ charge: 'fuel' });
    expect(itemKeyOf(row({ kind: 'lateFee', sampleTypeId: null }))).toEqual({ charge: 'late-fee' });
    expect(itemKeyOf(row({ kind: 'manual', sampleTypeId: null }))).toEqual({ charge: 'other' });
  });

  it('bogo: four $20 cylinders with the fourth free, a $25 trip and a $7.50 fuel charge total $92.50 in QuickBooks as in the portal', () => {
    const items = [
      row({ description: 'Cyl 1' }),
      row({ description: 'Cyl 2' }),
      row({ description: 'Cyl 3' }),
      row({ description: 'Cyl 4', discountAmt: 20 }),
      row({ kind: 'trip', sampleTypeId: null, description: 'Trip Charge', rate: 25, amount: 25 }),
      row({ kind: 'fuel', sampleTypeId: null, description: 'Fuel Charge', rate: 7.5, amount: 7.5 }),
    ];
    const refs = new Map([
      ['sample-type:3', '31'],
      ['charge:trip', '41'],
      ['charge:fuel', '42'],
      ['charge:discount', '43'],
    ]);
    expect(itemKeysOf(invoice(items)).length).toBe(4);
    const body = invoiceBody(invoice(items), '9', refs);
    const lines = body.Line as { Amount: number; SalesItemLineDetail: { ItemRef: { value: string } } }[];
    expect(lines.map((line) => [line.Amount, line.SalesItemLineDetail.ItemRef.value])).toEqual([
      [20, '31'],
      [20, '31'],
      [20, '31'],
      [20, '31'],
      [-20, '43'],
      [25, '41'],
      [7.5, '42'],
    ]);
    expect(lines.reduce((sum, line) => sum + line.Amount, 0)).toBe(92.5);
    expect(body).toMatchObject({ DocNumber: '1042', CustomerRef: { value: '9' }, TxnDate: '2026-11-02', DueDate: '2026-12-02' });
  });

  it('splits a payment over the invoices it pays: $150 for two invoices is $100 and $50', () => {
    const payment = {
      Id: '88',
      Line: [
        { Amount: 100, LinkedTxn: [{ TxnId: '5', TxnType: 'Invoice' }] },
        { Amount: 30, LinkedTxn: [{ TxnId: '6', TxnType: 'Invoice' }] },
        { Amount: 20, LinkedTxn: [{ TxnId: '6', TxnType: 'Invoice' }] },
        { Amount: 10, LinkedTxn: [{ TxnId: '2', TxnType: 'CreditMemo' }] },
      ],
    };
    expect(paymentShares(payment)).toEqual([
      { invoiceRef: '5', amount: 100 },
      { invoiceRef: '6', amount: 50 },
    ]);
  });
});

describe('the scheduled read of payments', () => {
  const now = new Date('2026-11-24T10:00:00Z');
  it('plans the next read from its own plan when that is still ahead, else from now', () => {
    expect(nextReadAfter({ scheduled: true, plannedFor: '2026-11-24T10:15:00.000Z' }, now)).toEqual(new Date('2026-11-24T10:15:00Z'));
    expect(nextReadAfter({ scheduled: true, plannedFor: '2026-11-24T06:00:00.000Z' }, now)).toEqual(now);
    expect(nextReadAfter({ scheduled: true }, now)).toEqual(now);
  });
});

describe('a sync on the audit dashboard', () => {
  it('names a sync done or refused, with the change synced and the refusal', () => {
    expect(syncAuditData('synced', { sync: 'updated', quickbooksInvoiceId: '130' })).toEqual({
      emailType: 'quickbooks-sync',
      sync: 'updated',
    });
    expect(syncAuditData('failed', { sync: 'created', error: '[QuickbooksError] Invalid Reference Id' })).toEqual({
      emailType: 'quickbooks-sync-failed',
      sync: 'created',
      error: '[QuickbooksError] Invalid Reference Id',
    });
  });
});

describe('voiding in QuickBooks', () => {
  it('finds the payments applied to an invoice, and takes one invoice out of a payment that paid two', () => {
    expect(
      linkedPaymentIds({
        LinkedTxn: [
          { TxnId: '31', TxnType: 'Payment' },
          { TxnId: '8', TxnType: 'Estimate' },
          { TxnId: '31', TxnType: 'Payment' },
        ],
      }),
    ).toEqual(['31']);
    // $70.00 paid $45.00 of invoice 7 and $25.00 of invoice 9: voiding 7 leaves the $25.00 line; the $45.00 stays unapplied.
    const payment = {
      TotalAmt: 70,
      Line: [
        { Amount: 45, LinkedTxn: [{ TxnId: '7', TxnType: 'Invoice' }] },
        { Amount: 25, LinkedTxn: [{ TxnId: '9', TxnType: 'Invoice' }] },
      ],
    };
    expect(linesWithout(payment, '7')).toEqual([{ Amount: 25, LinkedTxn: [{ TxnId: '9', TxnType: 'Invoice' }] }]);
    expect(paymentShares({ ...payment, Line: linesWithout(payment, '7') })).toEqual([{ invoiceRef: '9', amount: 25 }]);
  });

  it('knows an invoice QuickBooks already voided', () => {
    expect(voidedInQuickbooks({ PrivateNote: 'Voided', TotalAmt: 0 })).toBe(true);
    expect(voidedInQuickbooks({ PrivateNote: 'Voided', TotalAmt: 45 })).toBe(false);
    expect(voidedInQuickbooks({ TotalAmt: 0 })).toBe(false);
  });

  it('names who can connect QuickBooks to whoever asked', () => {
    expect(notConnectedAdvice(true)).toBe('connect it on the QuickBooks page');
    expect(notConnectedAdvice(false)).toBe('ask an admin to connect it');
  });
});
