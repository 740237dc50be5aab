import { z } from 'zod';
import { messageAnswer, okAnswer } from '../../core/http/answers.ts';

/** What the invoicing routes answer (decision 142): an invoice as `presentInvoice` gives it, money in dollars. */
const text = z.string().nullable();
const id = z.number().int();
const dollars = z.number().describe('Dollars');

const itemSchema = z.object({
  id,
  kind: z.enum(['specimen', 'sample', 'trip', 'fuel', 'lateFee', 'manual']),
  description: z.string(),
  qty: z.number(),
  rate: dollars,
  amount: dollars,
  discountAmt: dollars,
  override: z.boolean().optional().describe('Edited by hand; not in a customer’s answer'),
  notes: text,
  pickupId: id.nullable(),
  sampleTypeId: id.nullable(),
  Pickup: z.object({ id, pickupNumber: id }).nullable(),
  Specimen: z.object({ sampleType: text, specimenNum: z.string(), castDate: text, location: text }).nullable(),
});

const invoiceSchema = z.object({
  id,
  invoiceNum: id,
  customerId: id,
  pickupId: id.nullable(),
  invoiceDate: z.string().describe('YYYY-MM-DD'),
  dueDate: z.string().describe('YYYY-MM-DD'),
  totalAmt: dollars,
  paymentsReceived: dollars,
  balance: dollars,
  lateFee: dollars,
  notes: text,
  dueDateByHand: z.boolean(),
  voided: z.object({ at: z.iso.datetime(), reason: z.string(), by: text }).nullable().describe('Who voided it, when and why'),
  creditNotes: z.array(z.object({ id, creditNum: id, invoiceId: id, amount: dollars, issuedOn: z.string(), reason: z.string() })),
  version: id,
  Customer: z
    .object({
      id,
      companyName: z.string(),
      contactFirstName: z.string(),
      contactLastName: z.string(),
      contactEmail: z.string(),
      billingAddress1: z.string(),
      billingAddress2: text,
      billingCity: z.string(),
      billingState: z.string(),
      billingZip: z.string(),
      invoiceTemplate: z.string(),
      invoiceFrequency: z.string(),
      chargeLateFee: z.boolean(),
      sendInvoices: z.boolean(),
      quickBooksID: text,
      NetTerm: z.object({ id, term: z.string(), days: id }).nullable(),
    })
    .nullable(),
  Pickup: z
    .object({
      id,
      pickupNumber: id,
      customerId: id,
      actualPickupDate: text,
      receiveDate: text,
      jobName: text,
    })
    .nullable(),
  invoiceItems: z.array(itemSchema),
});

export const invoiceAnswer = okAnswer.extend({ invoice: invoiceSchema });
export const savedInvoiceAnswer = messageAnswer.extend({ invoice: invoiceSchema });
export const pickupInvoiceAnswer = invoiceAnswer.extend({
  message: z.string().optional().describe('Only when this call created the invoice'),
});

export const statsAnswer = okAnswer.extend({
  stats: z.object({ invoiced: dollars, paid: dollars, outstanding: dollars, overdue: dollars, count: id }),
});

export const statementAnswer = messageAnswer.extend({ sent: z.boolean().describe('False with `message` saying why') });

export const auditAnswer = okAnswer.extend({
  startDate: z.string(),
  endDate: z.string(),
  rows: z.array(
    z.object({
      id: z.union([id, z.string()]),
      type: z.string().describe('`email`, `statement`, a deletion, a void, or a row another plugin adds'),
      data: z.record(z.string(), z.unknown()),
      createdAt: z.iso.datetime(),
      pickupNumber: id.nullable(),
      actualPickupDate: text,
      receiveDate: text,
      invoiceFrequency: text,
      jobName: text,
      customerName: text,
      invoiceNum: id.nullable(),
    }),
  ),
});
