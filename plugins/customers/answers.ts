import { z } from 'zod';
import { landingSchema, okAnswer, publicUserSchema } from '../../core/http/answers.ts';
import { CUSTOMER_STATUSES, INVOICE_FREQUENCIES, INVOICE_TEMPLATES } from './constants.ts';

/** What the customers routes answer (decision 142): a customer as `toCustomer` gives it. */
const text = z.string().nullable();

const netTermsSchema = z.object({ id: z.number().int(), term: z.string(), days: z.number().int() });

const sampleRateSchema = z.object({
  sampleTypeId: z.number().int(),
  rate: z.number().nullable().describe('Dollars; null when only the free-item interval is negotiated'),
  bogoInterval: z.number().int().nullable(),
  bogo_interval: z.number().int().nullable().optional().describe("`bogoInterval` under the specification's name"),
});

const customerRecord = z.object({
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
  sendStatements: z.boolean(),
  sendInvoices: z.boolean(),
  sendReports: z.boolean(),
  chargeLateFee: z.boolean(),
  fuelCharge: z.boolean(),
  reportEmail: text,
  reportHeaderImage: text,
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  quickBooksID: text,
  netTerms: netTermsSchema.nullable(),
  sampleRates: z.array(sampleRateSchema),
  templates: z.array(z.object({ sampleTypeId: z.number().int(), template: z.string() })),
});

export const customerAnswer = okAnswer.extend({ customer: customerRecord });
export const netTermsAnswer = okAnswer.extend({ terms: z.array(netTermsSchema) });

export const customerSearchAnswer = okAnswer.extend({
  customers: z.array(
    z.object({
      id: z.number().int(),
      companyName: z.string(),
      status: z.string(),
      fuelCharge: z.boolean(),
      sampleRates: z.array(sampleRateSchema),
    }),
  ),
});

export const customerLoginAnswer = okAnswer.extend({
  token: z.string().describe("The customer user's session: sent as the bearer token"),
  customer: customerRecord,
  user: publicUserSchema,
});

export const backToAdminAnswer = okAnswer.extend({ landing: landingSchema });
