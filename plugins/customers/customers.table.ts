import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { CoreDatabase } from '../../core/db/core-database.ts';
import type { CustomerStatus, InvoiceFrequency, InvoiceTemplate } from './constants.ts';
import type { VersionColumn } from '../../core/db/versioned.ts';

/** `numeric` comes back as a decimal string; writes take a number or a string. */
type Numeric = ColumnType<string | null, number | string | null | undefined, number | string | null>;
type WithDefault<T> = ColumnType<T, T | undefined, T>;

export interface NetTermsTable {
  id: Generated<number>;
  term: string;
  days: number;
}

export interface CustomersTable {
  version: VersionColumn;
  id: Generated<number>;
  status: WithDefault<CustomerStatus>;
  companyName: string;
  shortName: string | null;
  contactFirstName: string;
  contactLastName: string;
  contactEmail: string;
  contactPhone: string;
  contactPhone2: string | null;
  contactFax: string | null;
  companyPhone: string;
  companyLicense: string | null;
  billingAddress1: string;
  billingAddress2: string | null;
  billingCity: string;
  billingState: string;
  billingZip: string;
  invoiceTemplate: WithDefault<InvoiceTemplate>;
  invoiceFrequency: InvoiceFrequency;
  invoiceReminder: WithDefault<number>;
  netTermsId: number;
  sendStatements: WithDefault<boolean>;
  sendInvoices: WithDefault<boolean>;
  sendReports: WithDefault<boolean>;
  chargeLateFee: WithDefault<boolean>;
  fuelCharge: WithDefault<boolean>;
  reportEmail: string | null;
  quickbooksId: string | null;
  reportHeaderImage: string | null;
  createdAt: ColumnType<Date, never, never>;
  updatedAt: ColumnType<Date, never, Date>;
}

export interface CustomerSampleRatesTable {
  id: Generated<number>;
  customerId: number;
  sampleTypeId: number;
  rate: Numeric;
  bogoInterval: number | null;
}

export interface CustomerTemplatesTable {
  id: Generated<number>;
  customerId: number;
  sampleTypeId: number;
  template: string;
}

/** Which notices a customer user gets; a user without a row gets them all. */
export interface CustomerNoticePreferencesTable {
  userId: number;
  reportIssued: WithDefault<boolean>;
  reportAmended: WithDefault<boolean>;
  failedResult: WithDefault<boolean>;
  invoiceIssued: WithDefault<boolean>;
  pickupConfirmed: WithDefault<boolean>;
  version: VersionColumn;
  updatedAt: ColumnType<Date, never, Date>;
}

/** What this plugin's queries see: its own tables and core's (users, audit). */
export type CustomersDatabase = CoreDatabase & {
  netTerms: NetTermsTable;
  customers: CustomersTable;
  customerSampleRates: CustomerSampleRatesTable;
  customerTemplates: CustomerTemplatesTable;
  customerNoticePreferences: CustomerNoticePreferencesTable;
};

export type CustomerRow = Selectable<CustomersTable>;
export type NewCustomerRow = Insertable<CustomersTable>;
export type CustomerUpdate = Updateable<CustomersTable>;
export type NetTermsRow = Selectable<NetTermsTable>;
