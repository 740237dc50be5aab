import { sql } from 'kysely';
import { z } from 'zod';
import { NotFoundError } from '../../core/errors.ts';
import { ID, idParams } from '../../core/http/params.ts';
import { actorOf, companyScopeOf } from '../../core/http/request.ts';
import { messageAnswer } from '../../core/http/answers.ts';
import { ok } from '../../core/http/respond.ts';
import type { PluginContext } from '../../core/plugin/define-plugin.ts';
import type { PortalRouter } from '../../core/plugin/router.ts';
import { serveTable } from '../../core/table/serve.ts';
import { customersService } from '../customers/index.ts';
import { auditAnswer, invoiceAnswer, pickupInvoiceAnswer, savedInvoiceAnswer, statementAnswer, statsAnswer } from './answers.ts';
import { mailAudit } from './audit.ts';
import { invoicePdf } from './invoice-pdf.ts';
import { invoiceLetterhead } from './letterhead.ts';
import { invoicesTableModel } from './invoices.model.ts';
import type { InvoicingDatabase } from './invoices.table.ts';
import { createInvoice, generatePickupInvoice, sendInvoice, updateInvoice } from './invoices.service.ts';
import { INVOICE_MESSAGES as M } from './messages.ts';
import { INVOICING_PERMISSION as P } from './permissions.ts';
import { invoicingService } from './read-model.ts';
import { invoiceForCustomer } from './present.ts';
import { deleteQuerySchema, invoiceCreateSchema, invoiceUpdateSchema, statsQuerySchema, voidSchema } from './schema.ts';
import { sendStatement, statementDownload } from './statements.service.tsx';
import { invoiceStats } from './stats.ts';
import { deleteInvoice, voidInvoice } from './void.service.ts';
import { MEDIA_TYPES } from '../../core/http/media-types.ts';

const outstandingQuerySchema = z.object({
  outstanding: z
    .enum(['true', 'false'], { error: 'outstanding must be true or false' })
    .optional()
    .describe('`true`: only invoices with a balance'),
});

/** The invoice routes: the list, one invoice, generate from a pickup, create, save, delete, send, remind, stats. */
export function invoicingApi(ctx: PluginContext<InvoicingDatabase>): PortalRouter {
  const router = ctx.http.api();
  const { db } = ctx;

  serveTable(
    router,
    '/api/invoices',
    { permission: P.read, summary: 'The invoices list (a customer: its own); `outstanding=true` only unpaid ones; `format=csv` the file' },
    invoicesTableModel,
    {
      db,
      extraQuery: outstandingQuerySchema,
      restrict: (query, c) => {
        const scoped = customersService.inScope(query, companyScopeOf(c));
        return c.req.query('outstanding') === 'true' ? scoped.where(sql<boolean>`invoices.balance > 0`) : scoped;
      },
    },
  );

  router.get(
    '/api/invoices/stats',
    { permission: P.statements, summary: 'Invoiced, paid, outstanding and overdue totals', query: statsQuerySchema, response: statsAnswer },
    async (c) => ok(c, { stats: await invoiceStats(ctx, c.req.valid('query')) }),
  );

  router.get(
    '/api/invoices/audit',
    {
      permission: P.edit,
      summary:
        'The invoice and statement mails sent between two dates (default: this month), the invoices deleted and voided (who, why), and the rows other plugins add (syncs)',
      query: statsQuerySchema,
      response: auditAnswer,
    },
    async (c) => ok(c, { ...(await mailAudit(ctx, c.req.valid('query'))) }),
  );

  router.get(
    `/api/customers/statement/${ID}`,
    {
      permission: P.statements,
      summary: "Mails the customer's monthly statement; `message` says why when nothing was sent",
      params: idParams,
      changesState: true,
      response: statementAnswer,
    },
    async (c) => ok(c, { ...(await sendStatement(ctx, c.req.valid('param').id)) }),
  );

  router.get(
    `/api/customers/statement/pdf/${ID}`,
    {
      permission: P.read,
      summary: "The customer's statement as a PDF: open invoices, payments and aging (a customer: its own)",
      params: idParams,
      answers: 'file',
      media: [MEDIA_TYPES.pdf],
    },
    async (c) => {
      const pdf = await statementDownload(ctx, c.req.valid('param').id, companyScopeOf(c));
      c.header('Content-Type', 'application/pdf');
      c.header('Content-Disposition', `inline; filename="${pdf.filename}"`);
      return c.body(new Uint8Array(pdf.content));
    },
  );

  router.get(
    `/api/invoices/${ID}`,
    {
      permission: P.read,
      summary: 'One invoice with its customer and rows (a customer: its own)',
      params: idParams,
      response: invoiceAnswer,
    },
    async (c) => {
      const scope = companyScopeOf(c);
      const invoice = await invoicingService.findInvoice(db, c.req.valid('param').id, scope);
      if (!invoice) throw new NotFoundError(M.notFound);
      return ok(c, { invoice: scope.all ? invoice : invoiceForCustomer(invoice) });
    },
  );

  router.get(
    `/api/invoices/pdf/${ID}`,
    {
      permission: P.read,
      summary: 'The invoice as a PDF (a customer: its own)',
      params: idParams,
      answers: 'file',
      media: [MEDIA_TYPES.pdf],
    },
    async (c) => {
      const invoice = await invoicingService.findInvoice(db, c.req.valid('param').id, companyScopeOf(c));
      if (!invoice) throw new NotFoundError(M.notFound);
      const pdf = await invoicePdf(invoice, invoiceLetterhead(ctx.config));
      c.header('Content-Type', 'application/pdf');
      c.header('Content-Disposition', `inline; filename="invoice-${invoice.invoiceNum}.pdf"`);
      return c.body(new Uint8Array(pdf));
    },
  );

  router.get(
    `/api/pickups/invoice/${ID}`,
    {
      permission: P.write,
      summary: "Generates a received pickup's invoice once and mails it; again, answers the existing one",
      params: idParams,
      changesState: true,
      response: pickupInvoiceAnswer,
    },
    async (c) => {
      const { invoice, created, mailed } = await generatePickupInvoice(ctx, actorOf(c), c.req.valid('param').id);
      return ok(c, { invoice, message: created ? (mailed ? M.generated : M.created) : undefined });
    },
  );

  router.post(
    '/api/invoices',
    { permission: P.write, summary: 'Creates a manual invoice for a customer', body: invoiceCreateSchema, response: savedInvoiceAnswer },
    async (c) => ok(c, { invoice: await createInvoice(ctx, actorOf(c), c.req.valid('json')), message: M.created }, 201),
  );

  router.put(
    `/api/invoices/${ID}`,
    {
      // Only admin edits invoice rows (§6); the edit page is the admin's too.
      permission: P.edit,
      summary: 'Saves an invoice and its rows and mails the update (a stale `version` is a 409)',
      params: idParams,
      body: invoiceUpdateSchema,
      response: savedInvoiceAnswer,
    },
    async (c) => ok(c, { invoice: await updateInvoice(ctx, actorOf(c), c.req.valid('param').id, c.req.valid('json')), message: M.saved }),
  );

  router.delete(
    `/api/invoices/${ID}`,
    {
      permission: P.write,
      summary: 'Deletes an invoice that was never sent, synced or paid (any other is voided instead); its pickup goes back to received',
      params: idParams,
      query: deleteQuerySchema,
      response: messageAnswer,
    },
    async (c) => {
      await deleteInvoice(ctx, actorOf(c), c.req.valid('param').id, c.req.valid('query').reason);
      return ok(c, { message: M.deleted });
    },
  );

  router.post(
    `/api/invoices/${ID}/void`,
    {
      permission: P.write,
      summary: 'Voids an invoice with a reason: it keeps its number, owes nothing, and money received on it becomes a credit note',
      params: idParams,
      body: voidSchema,
      response: savedInvoiceAnswer,
    },
    async (c) =>
      ok(c, { invoice: await voidInvoice(ctx, actorOf(c), c.req.valid('param').id, c.req.valid('json').reason), message: M.voided }),
  );

  router.get(
    `/api/invoices/send/${ID}`,
    {
      permission: P.write,
      summary: 'Mails the invoice with its PDF to the customer',
      params: idParams,
      changesState: true,
      response: messageAnswer,
    },
    async (c) => {
      await sendInvoice(ctx, c.req.valid('param').id, 'sent');
      return ok(c, { message: M.sent });
    },
  );

  router.get(
    `/api/invoices/sendReminder/${ID}`,
    {
      permission: P.write,
      summary: 'Mails a reminder of an unpaid invoice',
      params: idParams,
      changesState: true,
      response: messageAnswer,
    },
    async (c) => {
      await sendInvoice(ctx, c.req.valid('param').id, 'reminder');
      return ok(c, { message: M.reminderSent });
    },
  );

  return router;
}
