import { z } from 'zod';
import { isIsoDate } from '../../shared/dates.ts';
import { versionField } from '../../core/db/versioned.ts';
import { INVOICE_MESSAGES as M } from './messages.ts';
import { REASON_MAX, REASON_MIN } from './rules/void.ts';

const REQUIRED = 'This field is required';
const DATE = 'Enter a valid date';
/** The most a lab bills on one row or invoice: well above any real amount, far below numeric(12,2)'s limit. */
export const MONEY_MAX = 1_000_000;

const date = z.string({ error: REQUIRED }).refine(isIsoDate, DATE);
/** A date that may be left empty ('' or null): the rule fills it (a due date from the net terms). */
const emptyableDate = z.preprocess((value) => (value === '' ? null : value), date.nullable());
const money = (max = MONEY_MAX) =>
  z
    .number({ error: 'Invalid number' })
    .min(0, 'Value must be positive')
    .max(max, `Value must be at most ${max}`)
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'At most two decimals');

export const invoiceItemInputSchema = z.object({
  id: z.number().int().min(1).max(2_147_483_647).optional(),
  description: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(500, 'Description too long'),
  qty: money(100_000),
  rate: money(),
  discountAmt: money().optional(),
  notes: z.string().trim().max(2000, 'Notes too long').nullish(),
});
export type InvoiceItemInput = z.infer<typeof invoiceItemInputSchema>;

/** `POST /api/invoices`: a manual invoice, for a customer; a due date left empty comes from the customer's net terms. */
export const invoiceCreateSchema = z.object({
  customerId: z.number({ error: M.customer }).int(M.customer).min(1, M.customer).max(2_147_483_647, M.customer),
  dueDate: emptyableDate.optional().describe("Empty or left out: the invoice date plus the customer's net terms"),
  invoiceDate: date.optional(),
  notes: z.string().trim().max(2000, 'Notes too long').nullish(),
  invoiceItems: z.array(invoiceItemInputSchema).max(2000).optional(),
});
export type InvoiceCreate = z.infer<typeof invoiceCreateSchema>;

/** `PUT /api/invoices/{id}`: dates, payments, notes and the rows from the edit form. */
export const invoiceUpdateSchema = z.object({
  version: versionField,
  dueDate: emptyableDate
    .optional()
    .describe('Empty: from the net terms again; left out: kept, or moved with the invoice date when it came from the net terms'),
  invoiceDate: date.optional(),
  paymentsReceived: money().optional(),
  notes: z.string().trim().max(2000, 'Notes too long').nullish(),
  invoiceItems: z.array(invoiceItemInputSchema).max(2000).optional(),
});
export type InvoiceUpdateInput = z.infer<typeof invoiceUpdateSchema>;

export const statsQuerySchema = z.object({ startDate: date.optional(), endDate: date.optional() });

const reason = z
  .string({ error: M.reason })
  .trim()
  .min(REASON_MIN, M.reason)
  .max(REASON_MAX, M.reasonTooLong)
  .describe('Why, for the audit dashboard');

/** `POST /api/invoices/{id}/void`: why the invoice is voided. */
export const voidSchema = z.object({ reason });

/** `DELETE /api/invoices/{id}?reason=`: why an invoice that never left the lab is deleted. */
export const deleteQuerySchema = z.object({ reason });
