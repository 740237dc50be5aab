import { describe, expect, it } from 'vitest';
import { agingOf } from './aging.ts';
import { lateFeeDue, reminderDue } from './collections.ts';
import { daysBetween, dueDate, dueForInvoicing, endOfMonth, endOfWeek, expectedInvoiceDate } from './dates.ts';
import { centsToDecimal, lineAmount, toCents } from './money.ts';
import { isFreeItem, pickupItems, rateFor, type BillableSample } from './rates.ts';
import { invoiceTotals } from './totals.ts';

describe('money in cents', () => {
  it('converts exactly and multiplies quantities with two decimals', () => {
    expect(toCents('0.10') + toCents('0.20')).toBe(30);
    expect(centsToDecimal(30)).toBe('0.30');
    expect(centsToDecimal(-1852)).toBe('-18.52');
    expect(lineAmount(1.5, 4550)).toBe(6825); // 1.5 h × $45.50 = $68.25
    expect(lineAmount(3, 1999)).toBe(5997);
  });
});

describe('the rate order', () => {
  const none = { customerRate: null, sampleRate: null, typeDefaultRate: null, overrideDefault: false };
  it("takes the customer's rate, else the sample's, else the type's default, else 0", () => {
    expect(rateFor({ ...none, customerRate: 18, sampleRate: 22, typeDefaultRate: 25 })).toBe(1800);
    expect(rateFor({ ...none, sampleRate: 22, typeDefaultRate: 25 })).toBe(2200);
    expect(rateFor({ ...none, typeDefaultRate: 25 })).toBe(2500);
    expect(rateFor(none)).toBe(0);
  });
  it("takes the sample's own rate first when 'Override Default Rate?' is on", () => {
    expect(rateFor({ customerRate: 18, sampleRate: 22.5, typeDefaultRate: 25, overrideDefault: true })).toBe(2250);
    expect(rateFor({ customerRate: 18, sampleRate: null, typeDefaultRate: 25, overrideDefault: true })).toBe(1800);
  });
});

const cylinders = (count: number, bogoInterval: number | null, id = 1): BillableSample => ({
  id,
  sampleNum: `1001.${id}`,
  sampleTypeId: 7,
  typeDescription: 'Concrete Cylinder 4x8',
  nonSpecimen: false,
  qty: count,
  rate: 2000,
  bogoInterval,
  specimens: Array.from({ length: count }, (_, index) => ({ id: id * 100 + index, specimenNum: `1001.${id}.${index + 1}` })),
});

describe('bogo: buy n, get one free', () => {
  it('makes every (n+1)th item of the type free', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].filter((position) => isFreeItem(position, 3))).toEqual([4, 8]);
    expect([1, 2, 3, 4].filter((position) => isFreeItem(position, 1))).toEqual([2, 4]);
    expect(isFreeItem(4, null)).toBe(false);
    expect(isFreeItem(4, 0)).toBe(false);
  });
  it('counts the items of a type across sample sets; the free row carries discountAmt = amount', () => {
    const items = pickupItems([cylinders(3, 3, 1), cylinders(2, 3, 2)], { tripCharge: 0, fuelCharge: null });
    expect(items.map((item) => [item.description, item.amount, item.discountAmt])).toEqual([
      ['Concrete Cylinder 4x8 1001.1.1', 2000, 0],
      ['Concrete Cylinder 4x8 1001.1.2', 2000, 0],
      ['Concrete Cylinder 4x8 1001.1.3', 2000, 0],
      ['Concrete Cylinder 4x8 1001.2.1', 2000, 2000],
      ['Concrete Cylinder 4x8 1001.2.2', 2000, 0],
    ]);
    expect(invoiceTotals(items, 0).totalAmt).toBe(8000); // 5 × $20 less one free
  });
});

describe('the rows of a pickup', () => {
  const trip: BillableSample = {
    id: 9,
    sampleNum: '1001.3',
    sampleTypeId: 3,
    typeDescription: 'Trip / Field Visit',
    nonSpecimen: true,
    qty: 1.5,
    rate: 4550,
    bogoInterval: null,
    specimens: [],
  };
  it('bills one row per specimen, one per non-specimen set, then the trip and fuel charges', () => {
    const items = pickupItems([cylinders(2, null), trip], { tripCharge: 2500, fuelCharge: 1500 });
    expect(items.map((item) => [item.kind, item.description, item.qty, item.rate, item.amount])).toEqual([
      ['specimen', 'Concrete Cylinder 4x8 1001.1.1', 1, 2000, 2000],
      ['specimen', 'Concrete Cylinder 4x8 1001.1.2', 1, 2000, 2000],
      ['sample', 'Trip / Field Visit (1001.3)', 1.5, 4550, 6825],
      ['trip', 'Trip Charge', 1, 2500, 2500],
      ['fuel', 'Fuel Charge', 1, 1500, 1500],
    ]);
    expect(invoiceTotals(items, 0).totalAmt).toBe(14825);
  });
  it('leaves out a zero trip charge and the fuel charge the pickup does not carry', () => {
    const items = pickupItems([cylinders(1, null)], { tripCharge: 0, fuelCharge: null });
    expect(items.map((item) => item.kind)).toEqual(['specimen']);
  });
});

describe('totals and balance', () => {
  it('total = Σ rate × qty less discounts plus the late fee; balance = total − payments', () => {
    const items = [
      { kind: 'specimen', qty: 3, rate: 2000, discountAmt: 2000 },
      { kind: 'trip', qty: 1, rate: 2500, discountAmt: 0 },
      { kind: 'lateFee', qty: 1, rate: 105, discountAmt: 0 },
    ];
    expect(invoiceTotals(items, 3000)).toEqual({ totalAmt: 6605, lateFee: 105, balance: 3605 });
  });
});

describe('dates', () => {
  it('due date is the invoice date plus the net-terms days', () => {
    expect(dueDate('2026-11-24', 30)).toBe('2026-12-24');
    expect(dueDate('2026-12-15', 30)).toBe('2027-01-14');
    expect(dueDate('2026-11-24', 0)).toBe('2026-11-24');
  });
  it('finds the end of the week (Saturday) and of the month', () => {
    expect(endOfWeek('2026-11-18')).toBe('2026-11-21'); // a Wednesday
    expect(endOfWeek('2026-11-21')).toBe('2026-11-21'); // a Saturday
    expect(endOfWeek('2026-11-22')).toBe('2026-11-28'); // a Sunday starts the next week
    expect(endOfMonth('2028-02-10')).toBe('2028-02-29');
    expect(endOfMonth('2026-12-31')).toBe('2026-12-31');
  });
  it('weekly: the end of the week of the pickup date + 4 days', () => {
    expect(expectedInvoiceDate('Weekly', { pickupDate: '2026-11-18', receiveDate: '2026-11-23' })).toBe('2026-11-25');
    expect(expectedInvoiceDate('Weekly', { pickupDate: '2026-11-22', receiveDate: '2026-11-22' })).toBe('2026-12-02');
  });
  it('daily: the receive date + 1 day', () => {
    expect(expectedInvoiceDate('Daily', { pickupDate: '2026-11-20', receiveDate: '2026-11-30' })).toBe('2026-12-01');
  });
  it('monthly: the end of the month of the receive date + 4 days', () => {
    expect(expectedInvoiceDate('Monthly', { pickupDate: '2026-10-30', receiveDate: '2026-11-19' })).toBe('2026-12-04');
    expect(expectedInvoiceDate('Monthly', { pickupDate: '2028-02-01', receiveDate: '2028-02-10' })).toBe('2028-03-04');
  });
  it('manual: none', () => {
    expect(expectedInvoiceDate('Manual', { pickupDate: '2026-11-18', receiveDate: '2026-11-19' })).toBeNull();
  });
  it('counts days between dates', () => {
    expect(daysBetween('2026-09-01', '2026-11-01')).toBe(61);
    expect(daysBetween('2026-11-02', '2026-11-01')).toBe(-1);
  });
});

describe('late fees', () => {
  const customer = { chargeLateFee: true, chargedMonths: [] as string[] };
  it('adds 1.5 % of the balance to an overdue invoice, once per month', () => {
    expect(lateFeeDue({ dueDate: '2026-10-01', balance: 123456, lateFee: 0 }, customer, '2026-11-01')).toEqual({
      month: '2026-11',
      amount: 1852,
    });
    expect(lateFeeDue({ dueDate: '2026-10-01', balance: 10000, lateFee: 0 }, customer, '2026-12-01')).toEqual({
      month: '2026-12',
      amount: 150,
    });
    expect(
      lateFeeDue({ dueDate: '2026-10-01', balance: 123456, lateFee: 0 }, { ...customer, chargedMonths: ['2026-11'] }, '2026-11-20'),
    ).toBeNull();
  });
  it('never charges a fee on earlier fees: 1.5 % of the balance less the late fees already on it', () => {
    // $100 due 2026-01-15: $1.50 on Feb 1 (balance $101.50), $1.50 again on Mar 1 (not 1.5 % of $101.50 = $1.52).
    expect(lateFeeDue({ dueDate: '2026-01-15', balance: 10000, lateFee: 0 }, customer, '2026-02-01')).toEqual({
      month: '2026-02',
      amount: 150,
    });
    expect(lateFeeDue({ dueDate: '2026-01-15', balance: 10150, lateFee: 150 }, customer, '2026-03-01')).toEqual({
      month: '2026-03',
      amount: 150,
    });
    // $60 paid of $103.00 (fees $3.00): 1.5 % of $43.00 - $3.00 = $0.60.
    expect(lateFeeDue({ dueDate: '2026-01-15', balance: 4300, lateFee: 300 }, customer, '2026-04-01')).toEqual({
      month: '2026-04',
      amount: 60,
    });
    // Only fees left unpaid: no fee on them.
    expect(lateFeeDue({ dueDate: '2026-01-15', balance: 300, lateFee: 300 }, customer, '2026-05-01')).toBeNull();
  });
  it('charges nothing before the due date has passed, without a balance, or without chargeLateFee', () => {
    expect(lateFeeDue({ dueDate: '2026-11-01', balance: 10000, lateFee: 0 }, customer, '2026-11-01')).toBeNull();
    expect(lateFeeDue({ dueDate: '2026-10-01', balance: 0, lateFee: 0 }, customer, '2026-11-01')).toBeNull();
    expect(
      lateFeeDue({ dueDate: '2026-10-01', balance: 10000, lateFee: 0 }, { ...customer, chargeLateFee: false }, '2026-11-01'),
    ).toBeNull();
  });
});

describe('reminders at 30, 60 and 90 days overdue', () => {
  const invoice = { dueDate: '2026-09-01', balance: 5000 };
  it('sends each step from the customer’s setting once, when the invoice is that many days overdue', () => {
    expect(reminderDue(invoice, 30, [], '2026-09-30')).toBeNull(); // 29 days
    expect(reminderDue(invoice, 30, [], '2026-10-01')).toBe(30);
    expect(reminderDue(invoice, 30, [30], '2026-10-15')).toBeNull();
    expect(reminderDue(invoice, 30, [30], '2026-11-01')).toBe(60); // 61 days
    expect(reminderDue(invoice, 30, [30, 60], '2026-11-30')).toBe(90); // 90 days
    expect(reminderDue(invoice, 30, [30, 60, 90], '2027-01-01')).toBeNull();
  });
  it('starts at the customer’s step; none for 0, a paid invoice, or a step already passed', () => {
    expect(reminderDue(invoice, 60, [], '2026-10-15')).toBeNull();
    expect(reminderDue(invoice, 60, [], '2026-11-01')).toBe(60);
    expect(reminderDue(invoice, 0, [], '2026-12-31')).toBeNull();
    expect(reminderDue({ ...invoice, balance: 0 }, 30, [], '2026-12-31')).toBeNull();
    expect(reminderDue(invoice, 30, [], '2026-12-31')).toBe(90); // a missed job sends the latest step only
  });
});

describe('the daily invoicing', () => {
  const pickup = { actualPickupDate: '2026-11-18', schedPickupDate: '2026-11-17', receiveDate: '2026-11-19' };
  it('invoices a pickup once its expected date has come; Manual customers never', () => {
    expect(dueForInvoicing('Daily', pickup, '2026-11-19')).toBe(false);
    expect(dueForInvoicing('Daily', pickup, '2026-11-20')).toBe(true);
    expect(dueForInvoicing('Weekly', pickup, '2026-11-24')).toBe(false);
    expect(dueForInvoicing('Weekly', pickup, '2026-11-25')).toBe(true);
    expect(dueForInvoicing('Monthly', pickup, '2026-12-03')).toBe(false);
    expect(dueForInvoicing('Monthly', pickup, '2026-12-04')).toBe(true);
    expect(dueForInvoicing('Manual', pickup, '2027-12-31')).toBe(false);
  });
  it('keeps the date stored on receipt when the frequency changes later; Manual now stops it', () => {
    // Received 2026-11-19 under Weekly: expected 2026-11-25; the customer is Monthly now (which would say 2026-12-04).
    expect(dueForInvoicing('Monthly', pickup, '2026-11-24', '2026-11-25')).toBe(false);
    expect(dueForInvoicing('Monthly', pickup, '2026-11-25', '2026-11-25')).toBe(true);
    expect(dueForInvoicing('Manual', pickup, '2026-11-25', '2026-11-25')).toBe(false);
    // Received under Manual (nothing stored), Daily now: the receive date + 1 day.
    expect(dueForInvoicing('Daily', pickup, '2026-11-20', null)).toBe(true);
  });
  it('takes the scheduled date when the pickup has no actual date', () => {
    expect(dueForInvoicing('Weekly', { ...pickup, actualPickupDate: null, schedPickupDate: '2026-11-22' }, '2026-12-01')).toBe(false);
    expect(dueForInvoicing('Weekly', { ...pickup, actualPickupDate: null, schedPickupDate: '2026-11-22' }, '2026-12-02')).toBe(true);
  });
});

describe('statement aging', () => {
  it('sorts open balances by days since the invoice date', () => {
    const invoices = [
      { invoiceDate: '2026-11-01', balance: 1000 }, // 0 days
      { invoiceDate: '2026-10-02', balance: 2000 }, // 30 days
      { invoiceDate: '2026-10-01', balance: 3000 }, // 31 days
      { invoiceDate: '2026-09-01', balance: 4000 }, // 61 days
      { invoiceDate: '2026-08-03', balance: 5000 }, // 90 days
      { invoiceDate: '2026-08-02', balance: 6000 }, // 91 days
    ];
    expect(agingOf(invoices, '2026-11-01')).toEqual({ current: 3000, days31to60: 3000, days61to90: 9000, over90: 6000 });
  });
});
