import { describe, expect, it } from 'vitest';
import { fieldMessages } from '../../shared/field-messages.ts';
import { cancelTarget } from './components/back-link.ts';
import { locationInputSchema, locationSchemaFor } from './schema.ts';

const messages = (input: Record<string, unknown>, staff = false) => {
  const result = locationSchemaFor(staff).safeParse(input);
  return result.success ? {} : fieldMessages(result.error);
};
const ADDRESS = { pickupAddr1: '12 Main St', pickupCity: 'Oakland' };

describe('the location schema', () => {
  it('requires address line 1 and city', () => {
    expect(messages({})).toEqual({ pickupAddr1: 'This field is required', pickupCity: 'This field is required' });
    expect(messages({ pickupAddr1: ' ', pickupCity: '' })).toEqual({
      pickupAddr1: 'This field is required',
      pickupCity: 'This field is required',
    });
  });

  it('requires the customer of a staff member, with the pickup form text', () => {
    expect(messages(ADDRESS, true)).toEqual({ customerId: 'Please select a customer' });
    expect(messages({ ...ADDRESS, customerId: '' }, true)).toEqual({ customerId: 'Please select a customer' });
    expect(messages({ ...ADDRESS, customerId: '7' }, true)).toEqual({});
    expect(messages(ADDRESS, false)).toEqual({});
  });

  it('checks the zip as a number', () => {
    expect(messages({ ...ADDRESS, pickupZip: '94l07' })).toEqual({ pickupZip: 'Enter a valid zip code' });
    expect(locationInputSchema.parse({ ...ADDRESS, pickupZip: '94607-1234' }).pickupZip).toBe('94607-1234');
  });

  it.each([
    ['35', 35],
    ['35.5', 35.5],
    ['.75', 0.75],
    [42.25, 42.25],
    ['', null],
  ])('reads the trip charge %j as %j', (tripCharge, expected) => {
    expect(locationInputSchema.parse({ ...ADDRESS, tripCharge }).tripCharge).toBe(expected);
  });

  it.each(['abc', '-5', '1.234', '1e3', '12.5.0', 1e21])('refuses the trip charge %j with "Invalid charge"', (tripCharge) => {
    expect(messages({ ...ADDRESS, tripCharge })).toEqual({ tripCharge: 'Invalid charge' });
  });

  it.each(['10000.01', 100_000_000])('refuses the trip charge %j above what a lab charges, saying the bound', (tripCharge) => {
    expect(messages({ ...ADDRESS, tripCharge })).toEqual({ tripCharge: 'At most 10,000' });
  });

  it('takes one report e-mail or several separated by commas, tidied', () => {
    expect(locationInputSchema.parse({ ...ADDRESS, reportEmail: ' a@x.example ,b@y.example' }).reportEmail).toBe(
      'a@x.example, b@y.example',
    );
    const text = 'Please enter a valid email address, or multiple email addresses separated by a comma';
    expect(messages({ ...ADDRESS, reportEmail: 'a@x.example; b@y.example' })).toEqual({ reportEmail: text });
    expect(messages({ ...ADDRESS, reportEmail: 'a@x.example,' })).toEqual({ reportEmail: text });
  });

  it('sends reports by default, charges no fuel by default, and reads 0/1 flags', () => {
    expect(locationInputSchema.parse(ADDRESS)).toMatchObject({
      sendReports: true,
      fuelCharge: false,
      pickupAddr2: null,
      crossStreet: null,
      customerId: null,
    });
    expect(locationInputSchema.parse({ ...ADDRESS, sendReports: 0, fuelCharge: 1 })).toMatchObject({
      sendReports: false,
      fuelCharge: true,
    });
  });
});

describe('where Cancel goes', () => {
  it('follows a back link within the portal, else the list', () => {
    expect(cancelTarget('/admin/pickups/12', '/admin/project-addresses')).toBe('/admin/pickups/12');
    expect(cancelTarget(undefined, '/admin/project-addresses')).toBe('/admin/project-addresses');
    for (const away of ['https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)']) {
      expect(cancelTarget(away, '/admin/project-addresses')).toBe('/admin/project-addresses');
    }
  });
});
