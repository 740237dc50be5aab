import { describe, expect, it } from 'vitest';
import { changesInvoice } from './invoice-impact.ts';

const pickup = {
  pickupAddr1: '12 Main St',
  pickupCity: 'Fresno',
  pickupZip: '93701',
  tripCharge: '25.00',
  customerId: 3,
  inspectorId: 8,
  droppedOff: false,
  caller: 'Ann',
};

describe('invoice-impacting changes', () => {
  it.each([
    ['pickupAddr1', '14 Main St'],
    ['pickupCity', 'Clovis'],
    ['pickupZip', '93611'],
    ['tripCharge', '30.00'],
    ['customerId', 4],
    ['inspectorId', 9],
    ['droppedOff', true],
  ])('a change to %s changes the invoice', (field, value) => {
    expect(changesInvoice(pickup, { ...pickup, [field]: value }, false)).toBe(true);
  });

  it('a change to the caller or notes does not', () => {
    expect(changesInvoice(pickup, { ...pickup, caller: 'Bob', driverNotes: 'gate locked' }, false)).toBe(false);
  });

  it('a change to the sample sets does', () => {
    expect(changesInvoice(pickup, pickup, true)).toBe(true);
  });

  it('treats 25, "25" and "25.00" alike, and null and "" alike', () => {
    expect(changesInvoice({ ...pickup, tripCharge: 25 }, { ...pickup, tripCharge: '25.00' }, false)).toBe(false);
    expect(changesInvoice({ ...pickup, tripCharge: 25 }, { ...pickup, tripCharge: '25.5' }, false)).toBe(true);
    expect(changesInvoice({ ...pickup, inspectorId: null }, { ...pickup, inspectorId: '' }, false)).toBe(false);
  });
});
