import { describe, expect, it } from 'vitest';
import { agingOf } from './aging.ts';
import { voidedWithPayment } from './payments.ts';
import { deleteRefusal, keepReasons, openBalance, voidOutcome } from './void.ts';

describe('invoices keep their history', () => {
  it('may delete only an invoice that never left the lab', () => {
    expect(deleteRefusal(keepReasons({ mailed: false, paid: false, voided: false }))).toBeNull();
    expect(deleteRefusal(keepReasons({ mailed: true, paid: false, voided: false }))).toBe(
      'An invoice that was sent cannot be deleted: void it instead',
    );
    expect(deleteRefusal(keepReasons({ mailed: false, paid: true, voided: false }, ['synced to QuickBooks']))).toBe(
      'An invoice that was synced to QuickBooks and paid cannot be deleted: void it instead',
    );
    expect(deleteRefusal(keepReasons({ mailed: true, paid: true, voided: false }, ['synced to QuickBooks']))).toBe(
      'An invoice that was sent, synced to QuickBooks and paid cannot be deleted: void it instead',
    );
    expect(deleteRefusal(keepReasons({ mailed: true, paid: false, voided: true }))).toBe(
      'A void invoice is kept as it is: it cannot be deleted',
    );
  });

  it('voiding owes nothing and credits every cent received, an over-payment included', () => {
    // $117.50 billed, $50.00 paid: nothing owed, a $50.00 credit note.
    expect(voidOutcome({ totalAmt: 11750, paymentsReceived: 5000 })).toEqual({ balance: 0, credit: 5000 });
    // Paid in full: the whole $117.50 is credited.
    expect(voidOutcome({ totalAmt: 11750, paymentsReceived: 11750 })).toEqual({ balance: 0, credit: 11750 });
    // $150.00 paid on $117.50 (a $32.50 credit already): all $150.00 is owed back.
    expect(voidOutcome({ totalAmt: 11750, paymentsReceived: 15000 })).toEqual({ balance: 0, credit: 15000 });
    // Nothing received: no credit note.
    expect(voidOutcome({ totalAmt: 11750, paymentsReceived: 0 })).toEqual({ balance: 0, credit: null });
  });

  it('a payment reaching a void invoice owes nothing and is the customer credit', () => {
    // $20.00 more arrives on the voided $117.50 invoice that had $50.00: $70.00 received, nothing owed.
    expect(voidedWithPayment({ totalAmt: 11750, paymentsReceived: 5000 }, 2000)).toEqual({
      paymentsReceived: 7000,
      balance: 0,
      status: 'credit',
    });
  });

  it("drops a void invoice out of the customer's balance; a credit does not lower the others", () => {
    // A: $100.00 open; B: $117.50 with $50.00 paid, then voided; C: paid in full; D: over-paid by $10.00.
    const invoices = [
      { balance: 10000, voided: false },
      { balance: 6750, voided: true },
      { balance: 0, voided: false },
      { balance: -1000, voided: false },
    ];
    expect(openBalance(invoices)).toBe(10000);
    expect(openBalance(invoices.slice(0, 2).map((invoice) => ({ ...invoice, voided: false })))).toBe(16750);
    // The aging buckets the open invoices only: $100.00 dated 45 days back is 31-60.
    expect(agingOf([{ invoiceDate: '2026-10-13', balance: 10000 }], '2026-11-27')).toEqual({
      current: 0,
      days31to60: 10000,
      days61to90: 0,
      over90: 0,
    });
  });
});
