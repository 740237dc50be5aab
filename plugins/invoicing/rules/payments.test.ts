import { describe, expect, it } from 'vitest';
import { paymentStatus, withPayment } from './payments.ts';

describe('payments on an invoice of $45.00', () => {
  it('a part payment of $20.00 leaves $25.00, partly paid', () => {
    expect(withPayment({ totalAmt: 4500, paymentsReceived: 0 }, 2000)).toEqual({
      paymentsReceived: 2000,
      balance: 2500,
      status: 'partly paid',
    });
  });

  it('the remaining $25.00 pays it', () => {
    expect(withPayment({ totalAmt: 4500, paymentsReceived: 2000 }, 2500)).toEqual({ paymentsReceived: 4500, balance: 0, status: 'paid' });
  });

  it('$35.00 more than the $20.00 already paid is kept in full: a $10.00 credit', () => {
    expect(withPayment({ totalAmt: 4500, paymentsReceived: 2000 }, 3500)).toEqual({
      paymentsReceived: 5500,
      balance: -1000,
      status: 'credit',
    });
  });

  it('with no payment the invoice is unpaid; a $0.00 invoice is paid', () => {
    expect(paymentStatus(0, 4500)).toBe('unpaid');
    expect(paymentStatus(0, 0)).toBe('paid');
  });
});
