import { z } from 'zod';
import { isIsoDate } from '../../shared/dates.ts';
import { PICKUP_MESSAGES as M } from './messages.ts';

/** Field parsers shared by the pickup, sample set and specimen schemas: blank text is null. */

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
export const blankToNull = (value: unknown) => (isBlank(value) ? null : typeof value === 'string' ? value.trim() : value);
const digitsToNumber = (value: unknown) => {
  const blank = blankToNull(value);
  return typeof blank === 'string' && /^-?\d+(\.\d+)?$/.test(blank) ? Number(blank) : blank;
};

export const text = (max = 500) => z.preprocess(blankToNull, z.string().max(max, `At most ${max} characters`).nullable());

export const requiredText = (message: string, max = 200) =>
  z.preprocess(blankToNull, z.string({ error: message }).max(max, `At most ${max} characters`));

/** A `YYYY-MM-DD` date, or null when blank. */
export const optionalDate = z.preprocess(blankToNull, z.string({ error: M.date }).refine(isIsoDate, M.date).nullable());

export const requiredDate = (missing: string) =>
  z.preprocess(blankToNull, z.string({ error: (issue) => (issue.input === null ? missing : M.date) }).refine(isIsoDate, M.date));

/** `HH:mm` on a 5-minute step (the form's 300-second step), or null. */
export const time = z.preprocess(
  blankToNull,
  z
    .string({ error: M.time })
    .regex(/^([01]\d|2[0-3]):[0-5]\d(:00)?$/, M.time)
    .refine((value) => Number(value.slice(3, 5)) % 5 === 0, M.time)
    .transform((value) => value.slice(0, 5))
    .nullable(),
);

export const zip = z.preprocess(
  blankToNull,
  z
    .string({ error: M.zip })
    .regex(/^\d{5}(-?\d{4})?$/, M.zip)
    .nullable(),
);

/** A record id from a JSON number or digits, or null when blank. */
export const optionalId = (message: string) =>
  z.preprocess(digitsToNumber, z.number({ error: message }).int(message).positive(message).max(2_147_483_647, message).nullable());

/** A whole number from 0 up to what the field can mean (`tooLarge` says the bound), or null when blank. */
export const wholeNumber = (max: number, tooLarge: string) =>
  z.preprocess(digitsToNumber, z.number({ error: M.number }).int(M.number).min(0, M.positive).max(max, tooLarge).nullable());

/** A decimal from 0 up to what the field can mean, or null when blank. */
export const decimal = (max: number, tooLarge: string, invalid: string = M.number, negative: string = M.positive) =>
  z.preprocess(digitsToNumber, z.number({ error: invalid }).min(0, negative).max(max, tooLarge).nullable());

export const flag = (fallback: boolean) =>
  z.preprocess((value) => (value === undefined || value === null || value === '' ? fallback : value), z.boolean());
