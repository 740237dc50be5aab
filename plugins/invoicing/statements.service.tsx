import { sql, type Kysely } from 'kysely';
import { labToday } from '../../shared/dates.ts';
import type { CompanyScope } from '../../core/auth/company-scope.ts';
import { NotFoundError } from '../../core/errors.ts';
import { customersService } from '../customers/index.ts';
import type { InvoicingDeps } from './invoices.service.ts';
import { creditNotesOfCustomer } from './credit-notes.repository.ts';
import { invoiceLetterhead, type Letterhead } from './letterhead.ts';
import { customerInvoicesLink, logMail } from './mail.service.tsx';
import { INVOICE_MESSAGES as M } from './messages.ts';
import type { InvoicingDatabase } from './invoices.table.ts';
import { agingOf, type Aging } from './rules/aging.ts';
import { toCents } from './rules/money.ts';
import { openBalance } from './rules/void.ts';
import { statementPdf, type StatementCredit, type StatementInvoice } from './statement-pdf.ts';

export const CUSTOMER_NOT_FOUND = 'Customer not found';

/**
 * A customer's statement as of a date: its open invoices, their balance and its aging, and the
 * credit notes issued to it (listed, not taken off the balance: applying a credit is the
 * books' business). Amounts in cents.
 */
export interface Statement {
  invoices: StatementInvoice[];
  balance: number;
  aging: Aging;
  credits: StatementCredit[];
}

/** The statement of a customer as of `today`, read from its invoices with a balance (a void one owes nothing). */
export async function statementOf(db: Kysely<InvoicingDatabase>, customerId: number, today: string): Promise<Statement> {
  const rows = await db
    .selectFrom('invoices')
    .selectAll()
    .where('customerId', '=', customerId)
    .where(sql<boolean>`balance > 0`)
    .where('voidedAt', 'is', null)
    .orderBy('invoiceDate')
    .orderBy('id')
    .execute();
  const invoices = rows.map((row) => ({
    invoiceNum: row.invoiceNum,
    invoiceDate: row.invoiceDate,
    dueDate: row.dueDate,
    totalAmt: toCents(row.totalAmt),
    paymentsReceived: toCents(row.paymentsReceived),
    balance: toCents(row.balance),
  }));
  const credits = (await creditNotesOfCustomer(db, customerId)).map((note) => ({
    creditNum: note.creditNum,
    invoiceNum: note.invoiceNum,
    issuedOn: note.issuedOn,
    amount: toCents(note.amount),
  }));
  return {
    invoices,
    balance: openBalance(rows.map((row) => ({ balance: toCents(row.balance), voided: row.voidedAt !== null }))),
    aging: agingOf(invoices, today),
    credits,
  };
}

/** The statement PDF of a company, as mailed and as downloaded, on the lab's letterhead with its remit-to block. */
export function statementDocument(companyName: string, statement: Statement, today: string, head: Letterhead): Promise<Buffer> {
  return statementPdf({ companyName, date: today, ...statement }, head);
}

/**
 * `GET /api/customers/statement/pdf/{id}`: today's statement of a customer as a PDF; another
 * company's answers 404 to a customer, as if it did not exist.
 */
export async function statementDownload(
  deps: InvoicingDeps,
  customerId: number,
  scope: CompanyScope,
): Promise<{ filename: string; content: Buffer }> {
  const customer = scope.all || scope.customerId === customerId ? await customersService.findCustomer(deps.db, customerId) : null;
  if (!customer) throw new NotFoundError(CUSTOMER_NOT_FOUND);
  const today = labToday(deps.config.labTimeZone);
  const statement = await statementOf(deps.db, customerId, today);
  return {
    filename: `statement-${today}.pdf`,
    content: await statementDocument(customer.companyName, statement, today, invoiceLetterhead(deps.config)),
  };
}

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
    const statement = await statementOf(trx, customerId, today);
    if (statement.invoices.length === 0) return { sent: false, message: M.noOpenInvoices };
    const pdf = await statementDocument(customer.companyName, statement, today, invoiceLetterhead(deps.config));
    const link = customerInvoicesLink(deps.config);
    const month = today.slice(0, 7);
    await deps.mail.send(trx, {
      to: customer.contactEmail,
      subject: `Statement ${month}`,
      body: (
        <>
          <p>Dear {customer.companyName},</p>
          <p>Please find attached your statement of open invoices for {month}.</p>
          <p>
            You can see your invoices and balance on the portal: <a href={link}>{link}</a>
          </p>
        </>
      ),
      attachments: [{ filename: `statement-${month}.pdf`, contentType: 'application/pdf', content: pdf.toString('base64') }],
    });
    await logMail(trx, { type: 'statement', emailType: 'statement', customerId, customerName: customer.companyName, month });
    return { sent: true, message: M.statementSent };
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
    .where('voidedAt', 'is', null)
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
