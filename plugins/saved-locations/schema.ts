import * as z from 'zod/mini';
import { atMost } from '../../lib/records/fields.ts';
import { preprocess, withDefault } from '../../core/http/zod-mini.ts';
import { LOCATION_MESSAGES as M, MAX_CHARGE } from './messages.ts';
import { versionField } from '../../core/db/versioned.ts';

/**
 * A saved location as the form and the API take it (sections 3 and 5 of the first document):
 * address line 1 and city required, zip numeric, trip charge a float, report e-mails a
 * comma-separated list. Blank text is stored as null.
 */

const emailCheck = z.email();
const ZIP = /^\d{5}(-\d{4})?$/;
const DECIMAL = /^\d+(\.\d{1,2})?$|^\.\d{1,2}$/;

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
const blankToNull = (value: unknown) => (isBlank(value) ? null : typeof value === 'string' ? value.trim() : value);

const text = (max = 200) => preprocess(blankToNull, z.nullable(z.string().check(z.maxLength(max, `At most ${max} characters`))));
const required = (max = 200) =>
  preprocess(blankToNull, z.string({ error: M.required }).check(z.maxLength(max, `At most ${max} characters`)));

/** Whether every comma-separated part is an e-mail address: `a@x.com, b@y.com`. */
export function isEmailList(value: string): boolean {
  return value.split(',').every((part) => emailCheck.safeParse(part.trim()).success);
}

const reportEmail = preprocess(
  blankToNull,
  z.nullable(
    z.pipe(
      z.string().check(z.maxLength(1000, M.emails), z.refine(isEmailList, M.emails)),
      z.transform((value: string) =>
        value
          .split(',')
          .map((part) => part.trim())
          .join(', '),
      ),
    ),
  ),
);

/** Dollars and cents, from a JSON number or a form's text; blank is none. */
const tripCharge = preprocess(
  (value) => (typeof value === 'number' ? String(value) : blankToNull(value)),
  z.nullable(
    z.pipe(
      z.string({ error: M.charge }).check(z.regex(DECIMAL, M.charge)),
      z.pipe(z.transform(Number), z.number().check(z.refine((value) => value <= MAX_CHARGE, atMost(MAX_CHARGE)))),
    ),
  ),
);

/** A yes/no flag; the spec's 0/1 and a checkbox's boolean both read as a boolean. */
const flag = z.pipe(
  z.union([z.boolean(), z.literal(0), z.literal(1)], { error: 'Choose yes or no' }),
  z.transform((value: boolean | 0 | 1) => value === true || value === 1),
);

const readId = (value: unknown) =>
  isBlank(value) ? null : typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
const companyId = z.int({ error: M.customer }).check(z.positive(M.customer), z.maximum(2_147_483_647, M.customer));
/** A company id from a JSON number or a form's digits; blank is none (a customer's own is taken). */
const customerId = preprocess(readId, z.nullable(companyId));

export const locationInputSchema = z.object({
  customerId,
  pickupAddr1: required(),
  pickupAddr2: text(),
  pickupCity: required(100),
  pickupZip: preprocess(blankToNull, z.nullable(z.string({ error: M.zip }).check(z.regex(ZIP, M.zip)))),
  mapPage: text(50),
  jobName: text(),
  tripCharge,
  reportEmail,
  cellPhone: text(40),
  crossStreet: text(),
  sendReports: withDefault(flag, true),
  fuelCharge: withDefault(flag, false),
  version: versionField,
});
export type LocationInput = z.output<typeof locationInputSchema>;

/** Staff must pick the customer ('Please select a customer'); a customer's locations are its own, so it sends none. */
export const staffLocationSchema = z.extend(locationInputSchema, { customerId: preprocess(readId, companyId) });

export function locationSchemaFor(staff: boolean): z.ZodMiniType<LocationInput, unknown> {
  return staff ? staffLocationSchema : locationInputSchema;
}

/** The location autosuggest: a query and, from the pickup form, the chosen customer. */
export const locationSearchSchema = z.object({
  query: z.string({ error: M.required }).check(z.trim(), z.maxLength(100, 'At most 100 characters')),
  customerId: z.optional(customerId),
});
