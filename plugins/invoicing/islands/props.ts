import { z } from 'zod';

/** A button making one invoice call (generate, send, remind, delete) or sending a statement, then reloading or going on. */
export const invoiceActionPropsSchema = z.object({
  label: z.string().min(1),
  path: z.string().startsWith('/api/'),
  method: z.enum(['POST', 'DELETE']),
  /** Ask first, with this question. */
  confirm: z.string().optional(),
  /** Where to go after: `{id}` is the answered invoice's id; none reloads the page. */
  next: z.string().startsWith('/').optional(),
  variant: z.enum(['primary', 'secondary']).optional(),
});
export type InvoiceActionProps = z.infer<typeof invoiceActionPropsSchema>;

/** Void or Delete: a call that must say why, asked in a dialog. */
export const invoiceReasonActionPropsSchema = z.object({
  label: z.string().min(1),
  /** The dialog's button that does it ("Void Invoice"). */
  confirmLabel: z.string().min(1),
  title: z.string().min(1),
  /** What happens, said before the reason is asked. */
  explanation: z.string().min(1),
  path: z.string().startsWith('/api/'),
  /** POST sends `{ reason }`; DELETE sends `?reason=`. */
  method: z.enum(['POST', 'DELETE']),
  /** Where to go after; none reloads the page. */
  next: z.string().startsWith('/').optional(),
});
export type InvoiceReasonActionProps = z.infer<typeof invoiceReasonActionPropsSchema>;

const editableRow = z.object({
  id: z.number().int(),
  description: z.string(),
  qty: z.number(),
  rate: z.number(),
  discountAmt: z.number(),
  amount: z.number(),
  override: z.boolean(),
  notes: z.string().nullable(),
});
export type EditableRow = z.infer<typeof editableRow>;

/** The rows of an invoice; admin may edit them (Save mails the updated invoice; Cancel leaves edit mode). */
export const invoiceRowsPropsSchema = z.object({
  invoiceId: z.number().int(),
  version: z.number().int(),
  rows: z.array(editableRow),
  canEdit: z.boolean(),
  startEditing: z.boolean(),
  /** Staff see which rows were edited by hand; a customer never does. */
  showEdited: z.boolean(),
});
export type InvoiceRowsProps = z.infer<typeof invoiceRowsPropsSchema>;

/** The create form: a customer, the invoice date (today unless changed) and a due date (empty: from the net terms). */
export const invoiceCreateFormPropsSchema = z.object({ today: z.string() });
export type InvoiceCreateFormProps = z.infer<typeof invoiceCreateFormPropsSchema>;

/** An invoice's dates, for admin on its edit page: a due date emptied comes from the net terms again. */
export const invoiceDatesFormPropsSchema = z.object({
  invoiceId: z.number().int(),
  version: z.number().int(),
  invoiceDate: z.string(),
  dueDate: z.string(),
  dueDateByHand: z.boolean(),
  /** The customer's terms, to say where an empty due date comes from ("Net 30"). */
  terms: z.string().nullable(),
});
export type InvoiceDatesFormProps = z.infer<typeof invoiceDatesFormPropsSchema>;

/** The audit dashboard's first range: the current month. */
/** The period the audit opens on, and the lab's time zone its times read in. */
export const auditDashboardPropsSchema = z.object({ startDate: z.string(), endDate: z.string(), timeZone: z.string() });
export type AuditDashboardProps = z.infer<typeof auditDashboardPropsSchema>;
