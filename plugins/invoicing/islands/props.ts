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
});
export type InvoiceRowsProps = z.infer<typeof invoiceRowsPropsSchema>;

/** The create form: a customer and a due date. */
export const invoiceCreateFormPropsSchema = z.object({ defaultDueDate: z.string() });
export type InvoiceCreateFormProps = z.infer<typeof invoiceCreateFormPropsSchema>;

/** The audit dashboard's first range: the current month. */
export const auditDashboardPropsSchema = z.object({ startDate: z.string(), endDate: z.string() });
export type AuditDashboardProps = z.infer<typeof auditDashboardPropsSchema>;
