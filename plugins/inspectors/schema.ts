import * as z from 'zod/mini';
import { preprocess } from '../../core/http/zod-mini.ts';
import { INSPECTOR_MESSAGES as M } from './messages.ts';
import { versionField } from '../../core/db/versioned.ts';

/**
 * An inspector as the form and the API take it (sections 3 and 5 of the first document):
 * the full name required, e-mail and zip checked, every other field optional. Blank text is
 * stored as null, so an empty zip and an empty customerId are never saved as ''.
 */

const emailCheck = z.email();
const ZIP = /^\d{5}(-\d{4})?$/;

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
const blankToNull = (value: unknown) => (isBlank(value) ? null : typeof value === 'string' ? value.trim() : value);

const text = (max = 200) => preprocess(blankToNull, z.nullable(z.string().check(z.maxLength(max, `At most ${max} characters`))));

const fullName = preprocess(blankToNull, z.string({ error: M.required }).check(z.maxLength(200, 'At most 200 characters')));

const email = preprocess(
  blankToNull,
  z.nullable(
    z.string().check(
      z.maxLength(254, M.email),
      z.refine((value) => emailCheck.safeParse(value).success, M.email),
    ),
  ),
);

const zip = preprocess(blankToNull, z.nullable(z.string({ error: M.zip }).check(z.regex(ZIP, M.zip))));

/** A company id from a JSON number or a form's digits; blank is none. */
export const optionalCustomerId = preprocess(
  (value) => (isBlank(value) ? null : typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value),
  z.nullable(z.int({ error: M.customer }).check(z.positive(M.customer), z.maximum(2_147_483_647, M.customer))),
);

export const inspectorInputSchema = z.object({
  fullName,
  mobilePhone: text(40),
  officePhone: text(40),
  fax: text(40),
  email,
  address1: text(),
  address2: text(),
  city: text(100),
  state: text(50),
  zip,
  license: text(100),
  customerId: optionalCustomerId,
  firm: text(),
  version: versionField,
});
export type InspectorInput = z.output<typeof inspectorInputSchema>;

/** The inspector autosuggest: a query and, from the pickup form, the chosen customer. */
export const inspectorSearchSchema = z.object({
  query: z.string({ error: M.required }).check(z.trim(), z.maxLength(100, 'At most 100 characters')),
  customerId: z.optional(optionalCustomerId),
});
export type InspectorSearch = z.output<typeof inspectorSearchSchema>;

/** The fields of the form, in the order it shows them, as text. */
export const INSPECTOR_FIELDS = [
  'fullName',
  'firm',
  'email',
  'mobilePhone',
  'officePhone',
  'fax',
  'license',
  'address1',
  'address2',
  'city',
  'state',
  'zip',
] as const;
export type InspectorTextField = (typeof INSPECTOR_FIELDS)[number];
