import { withSpecNames } from '../../core/http/spec-names.ts';
import { RATE_SPEC_NAMES } from './schema.ts';
import { sql, type Kysely } from 'kysely';
import type { AnySelectQuery } from '../../core/table/model.ts';
import { escapeLike } from '../../core/table/query.ts';
import type { CustomerRow, CustomersDatabase, CustomerUpdate, NewCustomerRow } from './customers.table.ts';
import {
  toCustomer,
  toCustomerWithTerms,
  type CompanyScope,
  type Customer,
  type CustomerTemplate,
  type CustomerWithTerms,
  type NetTerms,
  type SampleRate,
} from './rules.ts';
import { updateVersioned } from '../../core/db/versioned.ts';

type Db = Kysely<CustomersDatabase>;

/** Narrows a query on `customers` to the companies the scope may see, in the query itself. */
export function inScope<Q extends AnySelectQuery>(query: Q, scope: CompanyScope): Q {
  if (scope.all) return query;
  if (scope.customerId === null) return query.where(sql<boolean>`false`) as Q;
  return query.where('customers.id', '=', scope.customerId) as Q;
}

export function listNetTerms(db: Db): Promise<NetTerms[]> {
  return db.selectFrom('netTerms').select(['id', 'term', 'days']).orderBy('days').orderBy('id').execute();
}

export function findNetTerms(db: Db, id: number): Promise<NetTerms | undefined> {
  return db.selectFrom('netTerms').select(['id', 'term', 'days']).where('id', '=', id).executeTakeFirst();
}

export function findCustomerRow(db: Db, id: number, scope: CompanyScope): Promise<CustomerRow | undefined> {
  return inScope(db.selectFrom('customers').selectAll('customers').where('customers.id', '=', id), scope).executeTakeFirst();
}

/** Each customer's rates, by customer id. */
async function ratesOf(
  db: Db,
  customerIds: number[],
): Promise<Map<number, Array<{ sampleTypeId: number; rate: string | null; bogoInterval: number | null }>>> {
  const byCustomer = new Map<number, Array<{ sampleTypeId: number; rate: string | null; bogoInterval: number | null }>>();
  if (customerIds.length === 0) return byCustomer;
  const rows = await db
    .selectFrom('customerSampleRates')
    .select(['customerId', 'sampleTypeId', 'rate', 'bogoInterval'])
    .where('customerId', 'in', customerIds)
    .orderBy('sampleTypeId')
    .execute();
  for (const { customerId, ...rate } of rows) byCustomer.set(customerId, [...(byCustomer.get(customerId) ?? []), rate]);
  return byCustomer;
}

/** A customer with its net terms in one statement (not its rates or templates); undefined when missing. */
export async function loadCustomerWithTerms(db: Db, id: number): Promise<CustomerWithTerms | undefined> {
  const row = await db
    .selectFrom('customers')
    .leftJoin('netTerms', 'netTerms.id', 'customers.netTermsId')
    .selectAll('customers')
    .select(['netTerms.term as netTermsTerm', 'netTerms.days as netTermsDays'])
    .where('customers.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const { netTermsTerm, netTermsDays, ...customer } = row;
  const netTerms =
    netTermsTerm === null || netTermsDays === null ? null : { id: customer.netTermsId, term: netTermsTerm, days: netTermsDays };
  return toCustomerWithTerms(customer, netTerms);
}

/** A customer with its net terms, rates and templates; undefined when out of scope or missing. */
export async function loadCustomer(db: Db, id: number, scope: CompanyScope): Promise<Customer | undefined> {
  const row = await findCustomerRow(db, id, scope);
  if (!row) return undefined;
  const [netTerms, rates, templates] = [
    await findNetTerms(db, row.netTermsId),
    await ratesOf(db, [id]),
    await db
      .selectFrom('customerTemplates')
      .select(['sampleTypeId', 'template'])
      .where('customerId', '=', id)
      .orderBy('sampleTypeId')
      .execute(),
  ];
  return toCustomer(row, netTerms ?? null, rates.get(id) ?? [], templates);
}

export function insertCustomer(db: Db, columns: NewCustomerRow): Promise<CustomerRow> {
  return db.insertInto('customers').values(columns).returningAll().executeTakeFirstOrThrow();
}

/** Saves a customer's columns from a form opened at `version`; a newer save since is the 409. */
export async function updateCustomer(db: Db, id: number, columns: CustomerUpdate, version: number | undefined): Promise<void> {
  await updateVersioned(version, (guard) =>
    db
      .updateTable('customers')
      .set({ ...columns, version: guard.next, updatedAt: new Date() })
      .where('id', '=', id)
      .where(guard.unchanged)
      .returning('id')
      .executeTakeFirst(),
  );
}

/** Replaces a customer's rates with the given ones. */
export async function replaceRates(db: Db, customerId: number, rates: readonly SampleRate[]): Promise<void> {
  await db.deleteFrom('customerSampleRates').where('customerId', '=', customerId).execute();
  if (rates.length === 0) return;
  await db
    .insertInto('customerSampleRates')
    .values(rates.map((rate) => ({ customerId, sampleTypeId: rate.sampleTypeId, rate: rate.rate, bogoInterval: rate.bogoInterval })))
    .execute();
}

/** Replaces a customer's report templates with the given ones. */
export async function replaceTemplates(db: Db, customerId: number, templates: readonly CustomerTemplate[]): Promise<void> {
  await db.deleteFrom('customerTemplates').where('customerId', '=', customerId).execute();
  if (templates.length === 0) return;
  await db
    .insertInto('customerTemplates')
    .values(templates.map((row) => ({ customerId, sampleTypeId: row.sampleTypeId, template: row.template })))
    .execute();
}

/** Deletes a company; its portal users lose the link (the foreign key) and are deactivated. */
export async function deleteCustomer(db: Db, id: number): Promise<void> {
  await db.updateTable('users').set({ activeInd: false, updatedAt: new Date() }).where('customerId', '=', id).execute();
  await db.deleteFrom('customers').where('id', '=', id).execute();
}

export interface CustomerMatch {
  id: number;
  companyName: string;
  status: string;
  fuelCharge: boolean;
  sampleRates: SampleRate[];
}

/** The autosuggest: companies whose name or short name contains the text, at most `limit`. */
export async function searchCustomers(db: Db, text: string, scope: CompanyScope, limit = 20): Promise<CustomerMatch[]> {
  const pattern = `%${escapeLike(text)}%`;
  const rows = await inScope(
    db
      .selectFrom('customers')
      .select(['customers.id', 'customers.companyName', 'customers.status', 'customers.fuelCharge'])
      .where((eb) => eb.or([eb('customers.companyName', 'ilike', pattern), eb('customers.shortName', 'ilike', pattern)])),
    scope,
  )
    .orderBy('customers.companyName')
    .orderBy('customers.id')
    .limit(limit)
    .execute();
  const rates = await ratesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...row,
    sampleRates: (rates.get(row.id) ?? []).map((rate) =>
      withSpecNames({ ...rate, rate: rate.rate === null ? null : Math.round(Number(rate.rate) * 100) / 100 }, RATE_SPEC_NAMES),
    ),
  }));
}
