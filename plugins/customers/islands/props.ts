import { z } from 'zod';
import { CUSTOMER_STATUSES, INVOICE_FREQUENCIES, INVOICE_TEMPLATES } from '../constants.ts';

const text = z.string().nullable();

const netTerms = z.object({ id: z.number().int(), term: z.string(), days: z.number().int() });

/** A customer as the form gets it: the API's answer without its timestamps. */
export const customerPropsSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  status: z.enum(CUSTOMER_STATUSES),
  companyName: z.string(),
  shortName: text,
  contactFirstName: z.string(),
  contactLastName: z.string(),
  contactEmail: z.string(),
  contactPhone: z.string(),
  contactPhone2: text,
  contactFax: text,
  companyPhone: z.string(),
  companyLicense: text,
  billingAddress1: z.string(),
  billingAddress2: text,
  billingCity: z.string(),
  billingState: z.string(),
  billingZip: z.string(),
  invoiceTemplate: z.enum(INVOICE_TEMPLATES),
  invoiceFrequency: z.enum(INVOICE_FREQUENCIES),
  invoiceReminder: z.number().int(),
  netTermsId: z.number().int(),
  netTerms: netTerms.nullable(),
  sendStatements: z.boolean(),
  sendInvoices: z.boolean(),
  sendReports: z.boolean(),
  chargeLateFee: z.boolean(),
  fuelCharge: z.boolean(),
  reportEmail: text,
  quickBooksID: text,
  reportHeaderImage: text,
  sampleRates: z.array(
    z.object({ sampleTypeId: z.number().int(), rate: z.number().nullable(), bogoInterval: z.number().int().nullable() }),
  ),
  templates: z.array(z.object({ sampleTypeId: z.number().int(), template: z.string() })),
});
export type CustomerProps = z.infer<typeof customerPropsSchema>;

/** The customer form: admin (every field) or self-service (the customer's own fields). */
export const customerFormPropsSchema = z.object({
  mode: z.enum(['admin', 'self']),
  customer: customerPropsSchema.nullable(),
  netTerms: z.array(netTerms),
  sampleTypes: z.array(
    z.object({
      id: z.number().int(),
      description: z.string(),
      defaultRate: z.number().nullable(),
      nonSpecimen: z.boolean(),
      defaultReportTemplate: z.string().nullable(),
    }),
  ),
  templateChoices: z.array(z.object({ id: z.string(), title: z.string() })),
  canDelete: z.boolean(),
  uploadsEnabled: z.boolean(),
});
export type CustomerFormProps = z.infer<typeof customerFormPropsSchema>;

export const loginAsCustomerPropsSchema = z.object({ customerId: z.number().int(), companyName: z.string() });
export type LoginAsCustomerProps = z.infer<typeof loginAsCustomerPropsSchema>;

/** A customer user's notices on My Company, as `GET /api/customers/notice-preferences/{id}` answers them. */
export const noticePreferencesPropsSchema = z.object({
  preferences: z.object({
    id: z.number().int(),
    email: z.string(),
    reportIssued: z.boolean(),
    reportAmended: z.boolean(),
    failedResult: z.boolean(),
    invoiceIssued: z.boolean(),
    pickupConfirmed: z.boolean(),
    version: z.number().int(),
  }),
});
export type NoticePreferencesProps = z.infer<typeof noticePreferencesPropsSchema>;
