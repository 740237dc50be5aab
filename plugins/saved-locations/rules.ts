import type { CompanyScope } from '../../core/auth/company-scope.ts';
import { InputError, NotAllowedError } from '../../core/errors.ts';
import type { LocationRow, NewLocationRow } from './locations.table.ts';
import { LOCATION_MESSAGES } from './messages.ts';
import type { LocationInput } from './schema.ts';

/** Whose records a user may see (core's rule for every company-owned record). */
export type LocationScope = CompanyScope;

/** The company of a customer-role caller; an account not linked to a company yet may not write. */
export function ownCompany(scope: LocationScope & { all: false }): number {
  if (scope.customerId === null) throw new NotAllowedError(LOCATION_MESSAGES.unlinked);
  return scope.customerId;
}

/** The fields only the lab sets on a location: what the trip costs and whether fuel is charged. */
export type LabCharges = Pick<NewLocationRow, 'tripCharge' | 'fuelCharge'>;

/**
 * The row a write stores. A customer's location is always its own company's, whatever id it
 * sent; staff must name the company. A caller that may not set the charges (`keep` given)
 * keeps those the lab set; a new location takes the company's fuel charge.
 * @example columnsFor({ all: false, customerId: 4 }, input, { tripCharge: '35.00', fuelCharge: true }).customerId // 4
 */
export function columnsFor(scope: LocationScope, input: Omit<LocationInput, 'version'>, keep: LabCharges | null): NewLocationRow {
  const customerId = scope.all ? input.customerId : ownCompany(scope);
  if (customerId === null) throw new InputError(LOCATION_MESSAGES.customer, { customerId: LOCATION_MESSAGES.customer });
  return keep ? { ...input, ...keep, customerId } : { ...input, customerId };
}

/**
 * One part of an address as the reuse rule compares it: without case, without spaces around
 * it, runs of spaces as one. The database's `saved_location_key` does the same.
 * @example addressKey('  12  Main ST ') // '12 main st'
 */
export function addressKey(part: string | null | undefined): string {
  return (part ?? '').replace(/\s+/g, ' ').trim().toLowerCase();
}

type Address = { pickupAddr1: string; pickupCity: string; pickupZip?: string | null | undefined };

/** Whether two addresses are the same location for the reuse rule: address line 1, city and zip. */
export function sameAddress(a: Address, b: Address): boolean {
  return (
    addressKey(a.pickupAddr1) === addressKey(b.pickupAddr1) &&
    addressKey(a.pickupCity) === addressKey(b.pickupCity) &&
    addressKey(a.pickupZip) === addressKey(b.pickupZip)
  );
}

/** A location as the API answers it; `tripCharge` in dollars, and only for staff. */
export type Location = Omit<LocationRow, 'tripCharge' | 'createdAt' | 'updatedAt'> & { tripCharge?: number | null };

/** A `numeric` decimal string as a JSON number rounded to cents. */
export function money(value: string | null): number | null {
  return value === null ? null : Math.round(Number(value) * 100) / 100;
}

export function present(row: LocationRow, showTripCharge: boolean): Location {
  const { tripCharge, createdAt: _created, updatedAt: _updated, ...location } = row;
  return showTripCharge ? { ...location, tripCharge: money(tripCharge) } : location;
}

/** The success text a save shows: staff see the record's, a customer its own form of it. */
export function savedMessage(scope: LocationScope): string {
  return scope.all ? LOCATION_MESSAGES.saved : LOCATION_MESSAGES.savedOwn;
}
