import type { Kysely } from 'kysely';
import { publicAddress } from '../../core/http/public-url.ts';
import { addressList } from '../../core/mail/address.ts';
import type { PluginContext } from '../../core/plugin/define-plugin.ts';
import { customersService } from '../customers/index.ts';
import { invoicePdf } from './invoice-pdf.ts';
import { invoiceLetterhead } from './letterhead.ts';
import type { InvoicingDatabase, MailLogType } from './invoices.table.ts';
import { InvoiceMail, invoiceMailSubject, type InvoiceMailKind } from './mails.tsx';
import type { Invoice } from './present.ts';

export type MailDeps = Pick<PluginContext<InvoicingDatabase>, 'mail' | 'config'>;

/** A row of the audit dashboard: which mail went to whom, for which invoice or month. */
export async function logMail(
  trx: Kysely<InvoicingDatabase>,
  entry: {
    type: MailLogType;
    emailType: string;
    customerId: number;
    customerName: string;
    invoiceId?: number | null;
    pickupId?: number | null;
    month?: string | null;
  },
): Promise<void> {
  await trx
    .insertInto('invoiceMailLog')
    .values({
      type: entry.type,
      data: JSON.stringify({ emailType: entry.emailType, customer: entry.customerName, month: entry.month ?? null }),
      customerId: entry.customerId,
      invoiceId: entry.invoiceId ?? null,
      pickupId: entry.pickupId ?? null,
      month: entry.month ?? null,
    })
    .execute();
}

/** Where the customer opens an invoice on the portal: its own invoice page, not the office's. */
export function customerInvoiceLink(config: MailDeps['config'], invoiceId: number): string {
  return `${publicAddress(config)}/customers/invoices/${invoiceId}`;
}

/** Where the customer opens its invoices, balance and statement on the portal. */
export function customerInvoicesLink(config: MailDeps['config']): string {
  return `${publicAddress(config)}/customers/invoices`;
}

/**
 * Whether an invoice mail goes out: the office asking for it (Send, Send Reminder) always; the
 * portal's own (a new or updated invoice, the reminder job) only to a customer with sendInvoices.
 * @example invoiceMailGoesOut({ sendInvoices: false }, false) // false
 */
export function invoiceMailGoesOut(customer: { sendInvoices: boolean }, requested: boolean): boolean {
  return requested || customer.sendInvoices;
}

/**
 * Whether an invoice mail is the "Invoice issued" notice a customer user may turn off on My
 * Company: the portal's own mail of a new or updated invoice. What the office sends on purpose,
 * reminders of money owed and voids always go.
 * @example isInvoiceNotice('created', false) // true
 */
export function isInvoiceNotice(kind: InvoiceMailKind, requested: boolean): boolean {
  return !requested && (kind === 'created' || kind === 'updated');
}

/**
 * Mails an invoice with its PDF to the customer's billing e-mail (the company's contact
 * e-mail; for the "Invoice issued" notice, less the customer users who turned it off), inside
 * the caller's transaction, and logs it for the audit dashboard. `requested`: the office asked
 * for this mail. Answers whether it went out (see `invoiceMailGoesOut`).
 */
export async function mailInvoice(
  deps: MailDeps,
  trx: Kysely<InvoicingDatabase>,
  invoice: Invoice,
  kind: InvoiceMailKind,
  requested = false,
): Promise<boolean> {
  const customer = invoice.Customer;
  if (!customer || !invoiceMailGoesOut(customer, requested)) return false;
  const to = isInvoiceNotice(kind, requested)
    ? await customersService.noticeRecipients(trx, customer.id, 'invoiceIssued', addressList(customer.contactEmail))
    : [customer.contactEmail];
  if (to.length === 0) return false;
  const pdf = await invoicePdf(invoice, invoiceLetterhead(deps.config));
  await deps.mail.send(trx, {
    to: to.join(', '),
    subject: invoiceMailSubject(kind, invoice),
    body: <InvoiceMail kind={kind} invoice={invoice} link={customerInvoiceLink(deps.config, invoice.id)} />,
    attachments: [{ filename: `invoice-${invoice.invoiceNum}.pdf`, contentType: 'application/pdf', content: pdf.toString('base64') }],
  });
  await logMail(trx, {
    type: 'email',
    emailType: kind === 'reminder' ? 'reminder' : `invoice-${kind}`,
    customerId: customer.id,
    customerName: customer.companyName,
    invoiceId: invoice.id,
    pickupId: invoice.pickupId,
  });
  return true;
}
