import type { CompanyScope } from '../../core/auth/company-scope.ts';
import { withSpecNames } from '../../core/http/spec-names.ts';
import { RATE_SPEC_NAMES, type CustomerInput, type OwnCustomerInput } from './schema.ts';
import type { CustomerRow, NetTermsRow, NewCustomerRow } from './customers.table.ts';

/** A customer's rate and free-item interval for one sample type, as the API answers it. */
export interface SampleRate {
  sampleTypeId: number;
  /** Dollars, rounded to cents; null when only the bogo interval is negotiated. */
  rate: number | null;
  bogoInterval: number | null;
  /** The same, under the specification's name. */
  bogo_interval?: number | null;
}

export interface CustomerTemplate {
  sampleTypeId: number;
  template: string;
}

export type NetTerms = Pick<NetTermsRow, 'id' | 'term' | 'days'>;

/** A customer with the spec's field names and its net terms, without its rates and templates. */
export type CustomerWithTerms = Omit<CustomerRow, 'quickbooksId'> & {
  quickBooksID: string | null;
  netTerms: NetTerms | null;
};

/** The customer as the API answers it: the spec's field names, net terms, rates and templates. */
export type Customer = CustomerWithTerms & {
  sampleRates: SampleRate[];
  templates: CustomerTemplate[];
};

/** A `numeric` decimal string as a JSON number rounded to cents. */
export function money(value: string | null): number | null {
  if (value === null) return null;
  return Math.round(Number(value) * 100) / 100;
}

export function toCustomerWithTerms(row: CustomerRow, netTerms: NetTerms | null): CustomerWithTerms {
  const { quickbooksId, ...rest } = row;
  return { ...rest, quickBooksID: quickbooksId, netTerms };
}

export function toCustomer(
  row: CustomerRow,
  netTerms: NetTerms | null,
  rates: Array<{ sampleTypeId: number; rate: string | null; bogoInterval: number | null }>,
  templates: CustomerTemplate[],
): Customer {
  return {
    ...toCustomerWithTerms(row, netTerms),
    sampleRates: rates.map((rate) =>
      withSpecNames({ sampleTypeId: rate.sampleTypeId, rate: money(rate.rate), bogoInterval: rate.bogoInterval }, RATE_SPEC_NAMES),
    ),
    templates: templates.map(({ sampleTypeId, template }) => ({ sampleTypeId, template })),
  };
}

type CustomerColumns = Omit<NewCustomerRow, 'id'>;

/** The columns the admin form writes; rates and templates are rows of their own. */
export function customerColumns(input: CustomerInput): CustomerColumns {
  const { sampleRates: _rates, templates: _templates, quickBooksID, version: _version, ...columns } = input;
  return { ...columns, quickbooksId: quickBooksID };
}

/** The columns the self-service form writes: never what only the lab sets. */
export function ownCustomerColumns(input: OwnCustomerInput): Partial<CustomerColumns> {
  const { version: _version, ...columns } = input;
  return columns;
}

/** A rate row worth keeping: one with a rate or a bogo interval. */
export function meaningfulRates<T extends { rate: number | null; bogoInterval: number | null }>(rates: readonly T[]): T[] {
  return rates.filter((rate) => rate.rate !== null || rate.bogoInterval !== null);
}

/** Which companies a user may see (core's rule for every company-owned record). */
export type { CompanyScope };

/** The prefix of a customer's uploads: its header image is stored as `customer_{id}...`. */
export function uploadPrefix(customerId: number): string {
  return `customer_${customerId}`;
}

/** Whether a stored file name belongs to this customer's uploads. */
export function isOwnUpload(customerId: number, fileName: string): boolean {
  const prefix = uploadPrefix(customerId);
  return fileName.startsWith(prefix) && !/\d/.test(fileName.charAt(prefix.length));
}
