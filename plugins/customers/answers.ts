import { z } from 'zod';
import { landingSchema, okAnswer, publicUserSchema } from '../../core/http/answers.ts';
import { customerPropsSchema } from './islands/props.ts';

/** What the customers routes answer (decision 142): a customer as `toCustomer` gives it. */

const netTermsSchema = z.object({ id: z.number().int(), term: z.string(), days: z.number().int() });

const sampleRateSchema = z.object({
  sampleTypeId: z.number().int(),
  rate: z.number().nullable().describe('Dollars; null when only the free-item interval is negotiated'),
  bogoInterval: z.number().int().nullable(),
  bogo_interval: z.number().int().nullable().optional().describe("`bogoInterval` under the specification's name"),
});

/** The form's customer, with its timestamps and the specification's name of the free-item interval. */
const customerRecord = customerPropsSchema.extend({
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  sampleRates: z.array(sampleRateSchema),
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

/** A customer user's notices (notices.ts): the record's id is the user's. */
export const noticePreferencesAnswer = okAnswer.extend({
  noticePreferences: z.object({
    id: z.number().int().describe("The customer user's id"),
    email: z.string().describe('Where the notices go when this address is among their recipients'),
    reportIssued: z.boolean(),
    reportAmended: z.boolean(),
    failedResult: z.boolean(),
    invoiceIssued: z.boolean(),
    pickupConfirmed: z.boolean(),
    version: z.number().int(),
  }),
});
