import type { Kysely } from 'kysely';
import { inScope, listNetTerms, loadCustomer, searchCustomers } from './customers.repository.ts';
import type { CustomersDatabase } from './customers.table.ts';
import { companyNameField, companyNames, companySummary, firstCompanyIds, joinCompanies, negotiatedRate } from './read-model.ts';
import type { CompanyScope, Customer } from './service.ts';

/** Another plugin's database or transaction, read through this plugin's tables (they share one database). */
const typed = <D>(db: Kysely<D>) => db as unknown as Kysely<CustomersDatabase>;

/**
 * What other plugins use of customers (pickups, invoices, reports): a company with its net
 * terms, rates and templates, the autosuggest, and the customer-role scope for their queries.
 * The lookups take the caller's `db` or transaction first.
 * @example const customer = await customersService.findCustomer(trx, pickup.customerId);
 *          const rate = customer?.sampleRates.find((r) => r.sampleTypeId === typeId)?.rate;
 */
export const customersService = {
  /** A company as staff see it, or undefined. */
  findCustomer<D>(db: Kysely<D>, id: number): Promise<Customer | undefined> {
    return loadCustomer(typed(db), id, { all: true });
  },
  search<D>(db: Kysely<D>, text: string, scope: CompanyScope = { all: true }) {
    return searchCustomers(typed(db), text, scope);
  },
  listNetTerms<D>(db: Kysely<D>) {
    return listNetTerms(typed(db));
  },
  /** Narrows a query that joins `customers` to the scope's companies. */
  inScope,
  companyNameField,
  joinCompanies,
  companyNames,
  companySummary,
  negotiatedRate,
  firstCompanyIds,
};
