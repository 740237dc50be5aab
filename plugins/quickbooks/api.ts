import { ExternalServiceError, NotAllowedError, NotFoundError } from '../../core/errors.ts';
import { idParams } from '../../core/http/params.ts';
import { actorOf } from '../../core/http/request.ts';
import { okAnswer } from '../../core/http/answers.ts';
import { ok } from '../../core/http/respond.ts';
import type { PluginContext } from '../../core/plugin/define-plugin.ts';
import { PUBLIC } from '../../core/plugin/permissions.ts';
import type { PortalRouter } from '../../core/plugin/router.ts';
import { invoicingService, paymentsOfInvoice } from '../invoicing/index.ts';
import { connectionAnswer, invoiceSyncAnswer, syncNowAnswer } from './answers.ts';
import { findConnection } from './connection.repository.ts';
import { connectedClient, connectionStatus, disconnect } from './connection.service.ts';
import { NOT_CONNECTED } from './qbo-client.ts';
import { quickbooksErrorMessage, QuickbooksError } from './errors.ts';
import { notConnectedAdvice } from './rules.ts';
import { READ_PAYMENTS_JOB, verifyIntuitSignature } from './payments.service.ts';
import { QUICKBOOKS_PERMISSION as P } from './permissions.ts';
import type { QuickbooksDatabase } from './quickbooks.table.ts';
import { quickbooksSettings } from './settings.ts';
import { findInvoiceSync } from './sync.repository.ts';
import { queueInvoiceSync, runInvoiceSync } from './sync.service.ts';

export const INVOICE_SYNCED = 'Invoice has been synced';
export const INVOICE_NOT_FOUND = 'Invoice not found';

/** The connection, syncing one invoice now, an invoice's sync and payments, and Intuit's webhook. */
export function quickbooksApi(ctx: PluginContext<QuickbooksDatabase>): PortalRouter {
  const router = ctx.http.api();

  router.get(
    '/api/quickbooks/connection',
    { permission: P.connect, summary: 'The connected QuickBooks company, or null', response: connectionAnswer },
    async (c) => ok(c, { connection: await connectionStatus(ctx.db) }),
  );
  router.post(
    '/api/quickbooks/disconnect',
    { permission: P.connect, summary: 'Disconnects QuickBooks; syncs wait until it is connected again', response: okAnswer },
    async (c) => {
      await disconnect(ctx, actorOf(c));
      return ok(c);
    },
  );

  router.get(
    '/api/invoices/sync/:id{[0-9]+}',
    {
      permission: P.sync,
      summary: 'Syncs one invoice to QuickBooks now (a fault answers 502 with its QuickBooks message)',
      params: idParams,
      changesState: true,
      response: syncNowAnswer,
    },
    async (c) => {
      const { id } = c.req.valid('param');
      const invoice = await invoicingService.findInvoice(ctx.db, id);
      if (!invoice) throw new NotFoundError(INVOICE_NOT_FOUND);
      // Not connected is the lab's state, not QuickBooks failing: the sync is queued and waits for the
      // connection (202, accepted, not refused: the queue was written), and the answer names who can
      // connect it (only an admin opens the QuickBooks page).
      if (!(await findConnection(ctx.db))) {
        await queueInvoiceSync(ctx.db, ctx.jobs, { invoiceId: id, action: 'updated' });
        const canConnect = ctx.http.permissions.allows(c.get('auth').user.role, P.connect);
        return ok(c, { message: `${NOT_CONNECTED}: ${notConnectedAdvice(canConnect)}; the invoice syncs once it is`, waiting: true }, 202);
      }
      const outcome = await runInvoiceSync(ctx, connectedClient(ctx.db), { invoiceId: id, action: 'updated' }, actorOf(c)).catch(
        async (error: unknown) => {
          // Still down after the client's own tries: the job keeps trying, so nothing is lost.
          if (error instanceof QuickbooksError) await queueInvoiceSync(ctx.db, ctx.jobs, { invoiceId: id, action: 'updated' });
          throw error;
        },
      );
      if (outcome === 'synced') return ok(c, { message: INVOICE_SYNCED });
      const sync = await findInvoiceSync(ctx.db, id);
      throw new ExternalServiceError(sync?.lastError ?? quickbooksErrorMessage('QuickBooks did not sync the invoice'));
    },
  );

  router.get(
    '/api/quickbooks/invoices/:id{[0-9]+}',
    {
      permission: P.sync,
      summary: "An invoice's QuickBooks sync (status, last fault) and the payments read back",
      params: idParams,
      response: invoiceSyncAnswer,
    },
    async (c) => {
      const { id } = c.req.valid('param');
      const sync = await findInvoiceSync(ctx.db, id);
      const payments = (await paymentsOfInvoice(ctx.db, id)).filter((p) => p.source === 'quickbooks');
      return ok(c, {
        sync: sync
          ? {
              status: sync.status,
              error: sync.lastError,
              quickbooksInvoiceId: sync.quickbooksInvoiceId,
              syncedAt: sync.syncedAt?.toISOString() ?? null,
            }
          : null,
        payments: payments.map((p) => ({ quickbooksPaymentId: p.reference, amount: Number(p.amount), paidOn: p.paidOn })),
      });
    },
  );

  router.post(
    '/api/quickbooks/webhook',
    {
      permission: PUBLIC,
      summary: "Intuit's change notifications: a signed call that triggers a read of the payments",
      response: okAnswer,
    },
    async (c) => {
      const body = await c.req.text();
      if (!verifyIntuitSignature(body, c.req.header('intuit-signature'), quickbooksSettings().webhookVerifier)) {
        throw new NotAllowedError('The webhook signature does not match');
      }
      await ctx.jobs.enqueue(ctx.db, READ_PAYMENTS_JOB, { scheduled: false });
      return ok(c);
    },
  );
  return router;
}
