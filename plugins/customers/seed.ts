import { ownTables } from '../../core/db/own-tables.ts';
import { sql, type Kysely } from 'kysely';
import type { CustomersDatabase, NewCustomerRow } from './customers.table.ts';
import { sampleTypeOptions } from './sample-types.ts';

/** The company customer@demo.lab belongs to. */
export const DEMO_COMPANY = 'Acme Concrete Testing Co.';
export const DEMO_CUSTOMER_EMAIL = 'customer@demo.lab';

type DemoCustomer = Omit<NewCustomerRow, 'netTermsId'> & {
  terms: string;
  rates?: Array<{ rate: number | null; bogoInterval: number | null }>;
};

const base = { billingState: 'CA', invoiceTemplate: 'default', invoiceReminder: 30 } as const;

/**
 * The demo lab's customers. `rates` apply, in order, to the first sample types (specimen
 * types first), when the sample types are there.
 */
export const DEMO_CUSTOMERS: DemoCustomer[] = [
  {
    ...base,
    companyName: DEMO_COMPANY,
    shortName: 'ACME',
    contactFirstName: 'Chris',
    contactLastName: 'Customer',
    // One address: the customer's own form keeps the billing e-mail to one.
    contactEmail: 'billing@acme-concrete.example',
    contactPhone: '(510) 555-0142',
    companyPhone: '(510) 555-0100',
    companyLicense: 'CSLB 845120',
    billingAddress1: '1200 Foundry Way',
    billingAddress2: 'Suite 4',
    billingCity: 'Oakland',
    billingZip: '94607',
    invoiceFrequency: 'Weekly',
    terms: 'Net 30',
    fuelCharge: true,
    reportEmail: 'reports@acme-concrete.example',
    quickbooksId: '58',
    rates: [
      { rate: 18, bogoInterval: 3 },
      { rate: 24.5, bogoInterval: null },
      { rate: null, bogoInterval: 5 },
    ],
  },
  {
    ...base,
    companyName: 'Bayview Builders Inc.',
    shortName: 'BAYVIEW',
    contactFirstName: 'Jordan',
    contactLastName: 'Mills',
    contactEmail: 'accounts@bayview-builders.example',
    contactPhone: '(415) 555-0170',
    companyPhone: '(415) 555-0171',
    billingAddress1: '88 Pier Road',
    billingCity: 'San Francisco',
    billingZip: '94111',
    invoiceFrequency: 'Monthly',
    terms: 'Net 45',
    chargeLateFee: true,
    rates: [{ rate: 20, bogoInterval: null }],
  },
  {
    ...base,
    status: 'Must pay before P/U',
    companyName: 'Cascade Structural Group',
    shortName: 'CASCADE',
    contactFirstName: 'Riley',
    contactLastName: 'Stone',
    contactEmail: 'riley@cascade-structural.example',
    contactPhone: '(916) 555-0123',
    companyPhone: '(916) 555-0120',
    billingAddress1: '400 Capitol Mall',
    billingCity: 'Sacramento',
    billingZip: '95814',
    invoiceFrequency: 'Daily',
    terms: 'Due on receipt',
    invoiceReminder: 0,
  },
  {
    ...base,
    companyName: 'Desert Ridge Masonry',
    shortName: 'DESERT',
    contactFirstName: 'Sam',
    contactLastName: 'Ortiz',
    contactEmail: 'office@desertridge.example',
    contactPhone: '(760) 555-0188',
    companyPhone: '(760) 555-0180',
    billingAddress1: '75 Palm Canyon Drive',
    billingCity: 'Palm Springs',
    billingZip: '92262',
    invoiceFrequency: 'Monthly',
    invoiceTemplate: 'extended',
    terms: 'Net 60',
    fuelCharge: true,
    rates: [{ rate: 16, bogoInterval: 9 }],
  },
  {
    ...base,
    status: 'Inactive',
    companyName: 'Evergreen Paving LLC',
    shortName: 'EVERGREEN',
    contactFirstName: 'Taylor',
    contactLastName: 'Nguyen',
    contactEmail: 'ap@evergreen-paving.example',
    contactPhone: '(707) 555-0111',
    companyPhone: '(707) 555-0110',
    billingAddress1: '9 Vineyard Lane',
    billingCity: 'Santa Rosa',
    billingZip: '95401',
    invoiceFrequency: 'Manual',
    terms: 'Net 15',
    sendStatements: false,
  },
];

/**
 * Adds the demo customers that are missing (running it twice changes nothing), with rates
 * for the seeded sample types, and links customer@demo.lab to the demo company.
 */
export async function seedDemoCustomers(db: Kysely<CustomersDatabase>): Promise<void> {
  const terms = new Map((await db.selectFrom('netTerms').select(['id', 'term']).execute()).map((row) => [row.term, row.id]));
  const sampleTypes = await sampleTypeOptions(db);
  const existing = new Set((await db.selectFrom('customers').select('companyName').execute()).map((row) => row.companyName));
  for (const { terms: term, rates = [], ...customer } of DEMO_CUSTOMERS) {
    if (existing.has(customer.companyName)) continue;
    const { id } = await db
      .insertInto('customers')
      .values({ ...customer, netTermsId: terms.get(term)! })
      .returning('id')
      .executeTakeFirstOrThrow();
    const rows = rates.flatMap((rate, index) => {
      const type = sampleTypes[index];
      return type ? [{ customerId: id, sampleTypeId: type.id, ...rate }] : [];
    });
    if (rows.length > 0) await db.insertInto('customerSampleRates').values(rows).execute();
  }
  const company = await db.selectFrom('customers').select('id').where('companyName', '=', DEMO_COMPANY).executeTakeFirstOrThrow();
  await db
    .updateTable('users')
    .set({ customerId: company.id })
    .where('email', '=', DEMO_CUSTOMER_EMAIL)
    .where('customerId', 'is', null)
    .execute();
}

/**
 * `count` companies for a load test, named with the run's stamp so runs add up; answers every
 * company's id (other plugins' scale seeds spread their records over them).
 */
export async function seedScaleCompanies<D>(caller: Kysely<D>, count: number, stamp: string): Promise<number[]> {
  const db = ownTables<CustomersDatabase, D>(caller);
  await sql`
    insert into customers (company_name, contact_first_name, contact_last_name, contact_email, contact_phone, company_phone,
      billing_address1, billing_city, billing_state, billing_zip, invoice_frequency, net_terms_id, fuel_charge)
    select 'Scale Builders ' || ${stamp} || '-' || g, 'Pat', 'Builder' || g, 'ap' || g || '@scale.example', '555-0100', '555-0101',
      g || ' Industrial Way', (array['Fresno','Clovis','Madera','Visalia','Merced'])[1 + g % 5], 'CA', '9370' || (g % 10),
      (array['Daily','Weekly','Monthly'])[1 + g % 3], (select min(id) from net_terms), g % 2 = 0
    from generate_series(1, ${count}) g`.execute(db);
  return (await db.selectFrom('customers').select('id').orderBy('id').execute()).map((row) => row.id);
}
