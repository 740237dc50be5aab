import * as z from 'zod/mini';
import { acceptingSpecNames } from '../../core/http/spec-names.ts';
import { atMost } from '../../lib/records/fields.ts';
import { preprocess, withDefault } from '../../core/http/zod-mini.ts';
import { recordId } from '../../core/http/params.ts';
import { CUSTOMER_STATUSES, INVOICE_FREQUENCIES, INVOICE_REMINDERS, INVOICE_TEMPLATES, MESSAGES, SHORT_NAME_MAX } from './constants.ts';
import { versionField } from '../../core/db/versioned.ts';

/**
 * The customer's zod schemas, shared by the API and the forms: the admin form's rules, the
 * self-service form's (a single billing e-mail, none of the fields only the lab sets), the
 * autosuggest search and the customer login. Written with `zod/mini` (decision 195).
 */

const emailCheck = z.email();
export const isEmail = (value: string): boolean => emailCheck.safeParse(value).success;

/** One address or several separated by commas: `a@x.com, b@y.com`. */
export function isEmailList(value: string): boolean {
  return value.split(',').every((part) => isEmail(part.trim()));
}

/** The list as stored: each address trimmed, separated by a comma and a space. */
export function normaliseEmailList(value: string): string {
  return value
    .split(',')
    .map((part) => part.trim())
    .join(', ');
}

/** Trimmed text that must not be blank. */
const requiredText = (max: number, tooLong = `At most ${max} characters`) =>
  z.string({ error: MESSAGES.required }).check(z.trim(), z.minLength(1, MESSAGES.required), z.maxLength(max, tooLong));

const required = (max = 200) => requiredText(max);

/** An optional text: empty becomes null. */
const optional = (max = 200, tooLong = `At most ${max} characters`) =>
  z.pipe(
    z.nullish(z.string().check(z.trim(), z.maxLength(max, tooLong))),
    z.transform((value: string | null | undefined) => (value ? value : null)),
  );

/** A number from a JSON number or a form's text; empty is null. */
const numberish = <T extends z.core.$ZodType>(schema: T) =>
  preprocess((value) => {
    if (value === '' || value === null || value === undefined) return null;
    if (typeof value === 'string') return Number(value.trim());
    return value;
  }, schema);

const id = recordId;

/** A negotiated rate in dollars, and every how many samples one is free: what a lab can mean. */
const MAX_RATE = 100_000;
const MAX_BOGO = 1_000;

const emailList = z.pipe(
  requiredText(1000, MESSAGES.emailList).check(z.refine(isEmailList, MESSAGES.emailList)),
  z.transform(normaliseEmailList),
);

const optionalEmailList = z.pipe(
  z
    .nullish(z.string().check(z.trim(), z.maxLength(1000, MESSAGES.emailList)))
    .check(z.refine((value) => !value || isEmailList(value), MESSAGES.emailList)),
  z.transform((value: string | null | undefined) => (value ? normaliseEmailList(value) : null)),
);

/** The self-service billing e-mail as sent; whether it must be one address depends on what is stored (below). */
const ownBillingEmail = z.pipe(requiredText(1000, MESSAGES.email), z.transform(normaliseEmailList));

/**
 * The self-service form's rule: one billing address. A list the lab entered earlier saves
 * unchanged, so a field the customer never touched cannot make its company unsaveable; the
 * rule applies as soon as the customer edits it.
 */
export function ownBillingEmailMessage(sent: string, stored: string | null | undefined): string | null {
  const normalised = normaliseEmailList(sent.trim());
  if (stored !== null && stored !== undefined && normalised === normaliseEmailList(stored)) return null;
  return isEmail(normalised) ? null : MESSAGES.email;
}

const zip = z
  .string({ error: MESSAGES.required })
  .check(z.trim(), z.minLength(1, MESSAGES.required), z.regex(/^\d{5}(-\d{4})?$/, MESSAGES.zip));

/** A header image is a stored jpg or png upload's file name; the service checks it is this customer's. */
const imageName = optional(200).check(
  z.refine((value) => !value || /^[\w.-]+$/.test(value), 'Invalid image'),
  z.refine((value) => !value || /\.(jpe?g|png)$/i.test(value), 'The header image must be a jpg or png'),
);

/** The specification's names for a rate's fields. */
export const RATE_SPEC_NAMES = { bogo_interval: 'bogoInterval' } as const;

const sampleRateFields = z.object({
  sampleTypeId: id('Choose a sample type'),
  rate: numberish(
    z.nullable(z.number({ error: MESSAGES.number }).check(z.minimum(0, MESSAGES.positive), z.maximum(MAX_RATE, atMost(MAX_RATE)))),
  ),
  bogoInterval: numberish(
    z.nullable(z.int({ error: MESSAGES.number }).check(z.positive(MESSAGES.positive), z.maximum(MAX_BOGO, atMost(MAX_BOGO)))),
  ),
});
export const sampleRateSchema = acceptingSpecNames(sampleRateFields, RATE_SPEC_NAMES);

export const customerTemplateSchema = z.object({
  sampleTypeId: id('Choose a sample type'),
  template: requiredText(60).check(z.regex(/^[\w.-]+$/, 'A template id has letters, digits, dots and dashes')),
});

/** Each sample type at most once in a list. */
function uniqueTypes(rows: ReadonlyArray<{ sampleTypeId: number | null }>, ctx: z.core.$RefinementCtx) {
  const seen = new Set<number | null>();
  rows.forEach((row, index) => {
    if (seen.has(row.sampleTypeId))
      ctx.addIssue({ code: 'custom', path: [index, 'sampleTypeId'], message: 'This sample type is listed twice', input: row });
    seen.add(row.sampleTypeId);
  });
}

/** The fields a customer may change on its own company. */
const ownFields = {
  companyName: required(),
  shortName: optional(SHORT_NAME_MAX, MESSAGES.nameTooLong),
  contactFirstName: required(100),
  contactLastName: required(100),
  contactPhone: required(40),
  contactPhone2: optional(40),
  contactFax: optional(40),
  companyPhone: required(40),
  companyLicense: optional(100),
  billingAddress1: required(),
  billingAddress2: optional(),
  billingCity: required(100),
  billingState: required(50),
  billingZip: zip,
  sendReports: z.optional(z.boolean()),
  reportEmail: optionalEmailList,
  reportHeaderImage: imageName,
};

/** At most 500 rows, each sample type once. */
const typeList = <S extends z.core.SomeType>(row: S) =>
  z.optional(
    z.array(row).check(
      z.maxLength(500),
      z.superRefine((rows, ctx) => uniqueTypes(rows as ReadonlyArray<{ sampleTypeId: number | null }>, ctx)),
    ),
  );

/** The admin form: every field, the billing e-mail one address or several. */
export const customerSchema = z.object({
  ...ownFields,
  contactEmail: emailList,
  status: z.optional(z.enum(CUSTOMER_STATUSES, { error: 'Choose a status' })),
  invoiceTemplate: withDefault(z.enum(INVOICE_TEMPLATES, { error: MESSAGES.required }), 'default'),
  invoiceFrequency: z.enum(INVOICE_FREQUENCIES, { error: MESSAGES.required }),
  invoiceReminder: numberish(z.literal(INVOICE_REMINDERS, { error: MESSAGES.required })),
  netTermsId: id(MESSAGES.required),
  sendStatements: z.optional(z.boolean()),
  sendInvoices: z.optional(z.boolean()),
  chargeLateFee: z.optional(z.boolean()),
  fuelCharge: z.optional(z.boolean()),
  quickBooksID: optional(100),
  sampleRates: typeList(sampleRateSchema),
  templates: typeList(customerTemplateSchema),
  version: versionField,
});
export type CustomerInput = z.output<typeof customerSchema>;

/**
 * The self-service form: the customer's own fields with a single billing e-mail (checked
 * against the stored one by `ownBillingEmailMessage`). Fields only
 * the lab sets (status, rates, templates, invoicing, net terms, late fee, fuel charge,
 * QuickBooks id) are not part of it: zod drops them from the body.
 */
export const ownCustomerSchema = z.object({ ...ownFields, contactEmail: ownBillingEmail, version: versionField });
export type OwnCustomerInput = z.output<typeof ownCustomerSchema>;

/** The autosuggest's text; under 3 characters the answer is an empty list, as for every autosuggest. */
export const customerSearchSchema = z.object({
  query: z.string({ error: 'Type a company name' }).check(z.trim(), z.maxLength(100, 'At most 100 characters')),
});

export const customerLoginSchema = z.object({ customerId: id('Choose a customer') });
