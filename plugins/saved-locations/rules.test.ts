import { describe, expect, it } from 'vitest';
import { InputError, NotAllowedError } from '../../core/errors.ts';
import { locationInputSchema } from './schema.ts';
import { addressKey, columnsFor, present, sameAddress, savedMessage } from './rules.ts';
import type { LocationRow } from './locations.table.ts';

describe('the reuse rule: same customer, address line 1, city and zip, ignoring case', () => {
  const saved = { pickupAddr1: '1200 Foundry Way', pickupCity: 'Oakland', pickupZip: '94607' };

  it.each([
    ['the same address', saved],
    ['other case', { pickupAddr1: '1200 FOUNDRY WAY', pickupCity: 'oakland', pickupZip: '94607' }],
    ['spaces around and inside', { pickupAddr1: '  1200  Foundry\tWay ', pickupCity: ' Oakland  ', pickupZip: ' 94607' }],
  ])('reuses %s', (_case, typed) => {
    expect(sameAddress(saved, typed)).toBe(true);
  });

  it.each([
    ['another number', { ...saved, pickupAddr1: '1202 Foundry Way' }],
    ['another city', { ...saved, pickupCity: 'Emeryville' }],
    ['another zip', { ...saved, pickupZip: '94608' }],
    ['no zip', { ...saved, pickupZip: null }],
    ['an abbreviation (not the same text)', { ...saved, pickupAddr1: '1200 Foundry Wy' }],
  ])('does not reuse %s', (_case, typed) => {
    expect(sameAddress(saved, typed)).toBe(false);
  });

  it('treats a missing zip and an empty one alike', () => {
    expect(sameAddress({ ...saved, pickupZip: null }, { ...saved, pickupZip: '' })).toBe(true);
    expect(addressKey(undefined)).toBe('');
    expect(addressKey('  12  Main ST ')).toBe('12 main st');
  });
});

describe('the columns a write stores', () => {
  const input = locationInputSchema.parse({
    pickupAddr1: '12 Main St',
    pickupCity: 'Oakland',
    customerId: 9,
    tripCharge: '40',
    fuelCharge: true,
  });

  it("stores staff's choice of customer and charges", () => {
    expect(columnsFor({ all: true }, input, null)).toMatchObject({ customerId: 9, tripCharge: 40, fuelCharge: true });
  });

  it("stores a customer's location as its own, keeping the lab's charges", () => {
    expect(columnsFor({ all: false, customerId: 4 }, input, { tripCharge: '25.00', fuelCharge: false })).toMatchObject({
      customerId: 4,
      tripCharge: '25.00',
      fuelCharge: false,
    });
  });

  it('refuses staff without a customer, and a customer account without a company', () => {
    expect(() => columnsFor({ all: true }, { ...input, customerId: null }, null)).toThrow(InputError);
    expect(() => columnsFor({ all: false, customerId: null }, input, null)).toThrow(NotAllowedError);
  });
});

describe('a location as the API answers it', () => {
  const row: LocationRow = {
    id: 3,
    customerId: 4,
    pickupAddr1: '12 Main St',
    pickupAddr2: null,
    pickupCity: 'Oakland',
    pickupZip: '94607',
    mapPage: null,
    version: 1,
    jobName: 'Tower',
    tripCharge: '35.50',
    reportEmail: null,
    cellPhone: null,
    crossStreet: '1234#',
    sendReports: true,
    fuelCharge: false,
    createdAt: new Date(),
    updatedAt: new Date(),
  };

  it('gives staff the trip charge in dollars, and a customer no trip charge at all', () => {
    expect(present(row, true)).toMatchObject({ tripCharge: 35.5, crossStreet: '1234#' });
    expect(present(row, false)).not.toHaveProperty('tripCharge');
    expect(present({ ...row, tripCharge: null }, true).tripCharge).toBeNull();
  });

  it('says "Location has been saved" to staff and "Your address was saved" to a customer', () => {
    expect(savedMessage({ all: true })).toBe('Location has been saved');
    expect(savedMessage({ all: false, customerId: 4 })).toBe('Your address was saved');
  });
});
