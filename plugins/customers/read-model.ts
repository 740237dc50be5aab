import { ownTables } from '../../core/db/own-tables.ts';
import type { Kysely } from 'kysely';
import { updateVersioned } from '../../core/db/versioned.ts';
import type { AnySelectQuery, TableField } from '../../core/table/model.ts';
import { inScope, listNetTerms, loadCustomer, loadCustomerWithTerms, searchCustomers } from './customers.repository.ts';
import type { CustomersDatabase } from './customers.table.ts';
import type { CompanyScope, Customer, CustomerWithTerms } from './rules.ts';
import { addressesTurnedOff } from './notice-preferences.repository.ts';
import { noticeAddresses, type Notice } from './notices.ts';
import { keptTemplateChoice } from './kept.ts';

/** Another plugin's database or transaction, read through this plugin's tables (they share one database). */
const own = <D>(db: Kysely<D>) => ownTables<CustomersDatabase, D>(db);

/**
 * The company name as a field of another plugin's list, searched through its foreign key
 * (the list's query joins the companies with `joinCompanies`).
 * @example fields: { companyName: companyNameField('pickups.customerId') }
 */
export function companyNameField(foreignKey: string, label = 'Customer'): TableField {
  return { column: 'customers.companyName', type: 'text', label, searchVia: foreignKey };
}

/**
 * Joins another plugin's list query to the company its `foreignKey` names: an inner join when
 * every row has one, a left join when the company is optional.
 * @example query: (db) => joinCompanies(db.selectFrom('pickups'), 'pickups.customerId', 'inner')
 */
export function joinCompanies(query: AnySelectQuery, foreignKey: string, kind: 'inner' | 'left' = 'left'): AnySelectQuery {
  return kind === 'inner'
    ? query.innerJoin('customers', (join) => join.onRef('customers.id', '=', foreignKey))
    : query.leftJoin('customers', (join) => join.onRef('customers.id', '=', foreignKey));
}

/** The names of the given companies, by id. */
export async function companyNames<D>(db: Kysely<D>, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await own(db)
    .selectFrom('customers')
    .select(['id', 'companyName'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((row) => [row.id, row.companyName]));
}

/**
 * The company's name and its own report template per sample type, in one statement: what a
 * break form needs of its customer to choose the template.
 */
export async function templateChoiceOf<D>(
  db: Kysely<D>,
  id: number,
): Promise<{ companyName: string; templates: Array<{ sampleTypeId: number; template: string }> } | undefined> {
  const rows = await own(db)
    .selectFrom('customers')
    .leftJoin('customerTemplates', 'customerTemplates.customerId', 'customers.id')
    .select(['customers.companyName', 'customerTemplates.sampleTypeId', 'customerTemplates.template'])
    .where('customers.id', '=', id)
    .execute();
  if (rows.length === 0) return undefined;
  return {
    companyName: rows[0]!.companyName,
    templates: rows.flatMap(({ sampleTypeId, template }) =>
      sampleTypeId === null || template === null ? [] : [{ sampleTypeId, template }],
    ),
  };
}

/** What a pickup takes from its company: its name, whether fuel is charged, and its status (a frozen company cannot request a pickup). */
/** The company's name and its report header image: what a report's page shows of it. */
export function reportHeading<D>(db: Kysely<D>, id: number) {
  return own(db).selectFrom('customers').select(['id', 'companyName', 'reportHeaderImage']).where('id', '=', id).executeTakeFirst();
}

export function companySummary<D>(db: Kysely<D>, id: number) {
  return own(db).selectFrom('customers').select(['id', 'companyName', 'fuelCharge', 'status']).where('id', '=', id).executeTakeFirst();
}

/** The rate the company negotiated for a sample type, as a decimal string, or null. */
export async function negotiatedRate<D>(db: Kysely<D>, customerId: number, sampleTypeId: number): Promise<string | null> {
  const row = await own(db)
    .selectFrom('customerSampleRates')
    .select('rate')
    .where('customerId', '=', customerId)
    .where('sampleTypeId', '=', sampleTypeId)
    .executeTakeFirst();
  return row?.rate ?? null;
}

/** Every negotiated rate of a company, as numbers: the pickup form shows the rate a sample set will get. */
export async function negotiatedRates<D>(db: Kysely<D>, customerId: number): Promise<Array<{ sampleTypeId: number; rate: number | null }>> {
  const rows = await own(db)
    .selectFrom('customerSampleRates')
    .select(['sampleTypeId', 'rate'])
    .where('customerId', '=', customerId)
    .orderBy('sampleTypeId')
    .execute();
  return rows.map((row) => ({ sampleTypeId: row.sampleTypeId, rate: row.rate === null ? null : Number(row.rate) }));
}

/**
 * The addresses a notice of a company still goes to: those given, less the company's customer
 * users' who turned that notice off on My Company. Every plugin that mails a notice asks here.
 * @example const to = await noticeRecipients(trx, customerId, 'invoiceIssued', [customer.contactEmail]);
 */
export async function noticeRecipients<D>(
  db: Kysely<D>,
  customerId: number,
  notice: Notice,
  addresses: readonly string[],
): Promise<string[]> {
  if (addresses.length === 0) return [];
  return noticeAddresses(addresses, await addressesTurnedOff(own(db), customerId, notice));
}

/** The first `count` companies by id: the demo seeds of other plugins give each a few records. */
export async function firstCompanyIds<D>(db: Kysely<D>, count: number): Promise<number[]> {
  const rows = await own(db).selectFrom('customers').select('id').orderBy('id').limit(count).execute();
  return rows.map((row) => row.id);
}

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
    return loadCustomer(own(db), id, { all: true });
  },
  /** A company with its net terms but not its rates or templates (what an invoice shows), in one statement, or undefined. */
  findCustomerWithTerms<D>(db: Kysely<D>, id: number): Promise<CustomerWithTerms | undefined> {
    return loadCustomerWithTerms(own(db), id);
  },
  search<D>(db: Kysely<D>, text: string, scope: CompanyScope = { all: true }) {
    return searchCustomers(own(db), text, scope);
  },
  listNetTerms<D>(db: Kysely<D>) {
    return listNetTerms(own(db));
  },
  /**
   * Keeps the id an accounting system gave the company (its QuickBooks customer), inside the
   * caller's transaction, raising the version: a form opened before cannot save the old id back.
   */
  async setQuickBooksId<D>(db: Kysely<D>, id: number, quickBooksId: string): Promise<void> {
    await updateVersioned(undefined, (guard) =>
      own(db)
        .updateTable('customers')
        .set({ quickbooksId: quickBooksId, version: guard.next, updatedAt: new Date() })
        .where('id', '=', id)
        .returning('id')
        .executeTakeFirst(),
    );
  },
  /** Every company's id and name, by name: the choices of a list's customer filter. */
  companyList<D>(db: Kysely<D>): Promise<Array<{ id: number; companyName: string }>> {
    return own(db).selectFrom('customers').select(['id', 'companyName']).orderBy('companyName').orderBy('id').execute();
  },
  /** Narrows a query that joins `customers` to the scope's companies. */
  inScope,
  companyNameField,
  joinCompanies,
  companyNames,
  companySummary,
  reportHeading,
  templateChoiceOf,
  /** `templateChoiceOf`, kept a few seconds (see `KeptSource`). */
  keptTemplateChoice,
  negotiatedRate,
  negotiatedRates,
  firstCompanyIds,
  noticeRecipients,
};
