import { sql } from 'kysely';
import { labToday } from '../../core/dates.ts';
import { NotFoundError } from '../../core/errors.ts';
import { customersService } from '../customers/index.ts';
import type { InvoicingDeps } from './invoices.service.ts';
import { logMail } from './mail.service.tsx';
import { INVOICE_MESSAGES as M } from './messages.ts';
import { agingOf } from './rules/aging.ts';
import { toCents } from './rules/money.ts';
import { statementPdf } from './statement-pdf.ts';

export const CUSTOMER_NOT_FOUND = 'Customer not found';

/**
 * `GET /api/customers/statement/{id}`: mails the customer's statement (open invoices, payments,
 * aging) with its PDF and logs it for the audit dashboard. When there is nothing to send (no open
 * invoices, no billing e-mail) nothing is sent and the answer says why.
 */
export async function sendStatement(
  deps: InvoicingDeps,
  customerId: number,
  today = labToday(deps.config.labTimeZone),
): Promise<{ sent: boolean; message?: string }> {
  return deps.db.transaction().execute(async (trx) => {
    const customer = await customersService.findCustomer(trx, customerId);
    if (!customer) throw new NotFoundError(CUSTOMER_NOT_FOUND);
    if (!customer.contactEmail.trim()) return { sent: false, message: M.noEmail };
    const rows = await trx
      .selectFrom('invoices')
      .selectAll()
      .where('customerId', '=', customerId)
      .where(sql<boolean>`balance > 0`)
      .orderBy('invoiceDate')
      .orderBy('id')
      .execute();
    if (rows.length === 0) return { sent: false, message: M.noOpenInvoices };
    const invoices = rows.map((row) => ({
      invoiceNum: row.invoiceNum,
      invoiceDate: row.invoiceDate,
      dueDate: row.dueDate,
      totalAmt: toCents(row.totalAmt),
      paymentsReceived: toCents(row.paymentsReceived),
      balance: toCents(row.balance),
    }));
    const pdf = await statementPdf(
      { companyName: customer.companyName, date: today, invoices, aging: agingOf(invoices, today) },
      deps.config.labName,
    );
    const month = today.slice(0, 7);
    await deps.mail.send(trx, {
      to: customer.contactEmail,
      subject: `Statement ${month}`,
      body: (
        <>
          <p>Dear {customer.companyName},</p>
          <p>Please find attached your statement of open invoices for {month}.</p>
        </>
      ),
      attachments: [{ filename: `statement-${month}.pdf`, contentType: 'application/pdf', content: pdf.toString('base64') }],
    });
    await logMail(trx, { type: 'statement', emailType: 'statement', customerId, customerName: customer.companyName, month });
    return { sent: true };
  });
}

/** The monthly job: each customer with sendStatements and open invoices gets this month's statement once. */
export async function sendMonthlyStatements(deps: InvoicingDeps, today: string): Promise<number> {
  const month = today.slice(0, 7);
  const open = await deps.db
    .selectFrom('invoices')
    .select('customerId')
    .distinct()
    .where(sql<boolean>`balance > 0`)
    .execute();
  const done = new Set(
    (
      await deps.db.selectFrom('invoiceMailLog').select('customerId').where('type', '=', 'statement').where('month', '=', month).execute()
    ).map((row) => row.customerId),
  );
  let sent = 0;
  for (const { customerId } of open) {
    if (done.has(customerId)) continue;
    const customer = await customersService.findCustomer(deps.db, customerId);
    if (!customer?.sendStatements) continue;
    if ((await sendStatement(deps, customerId, today)).sent) sent += 1;
  }
  return sent;
}
