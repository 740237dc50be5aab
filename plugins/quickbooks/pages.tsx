import { z } from 'zod';
import { actorOf } from '../../core/http/request.ts';
import { Card, PageHeader } from '../../core/pages/components.tsx';
import type { PluginContext } from '../../core/plugin/define-plugin.ts';
import type { PortalRouter } from '../../core/plugin/router.ts';
import { connectionStatus, finishConnect, startConnect } from './connection.service.ts';
import { invoicingService } from '../invoicing/index.ts';
import * as Disconnect from './islands/Disconnect.tsx';
import * as InvoiceSync from './islands/InvoiceSync.tsx';
import { assertConfigured } from './oauth.ts';
import { QUICKBOOKS_PERMISSION as P } from './permissions.ts';
import type { QuickbooksDatabase } from './quickbooks.table.ts';
import { quickbooksSettings } from './settings.ts';
import { syncsNeedingAttention } from './sync.repository.ts';
import type { InvoiceSyncProps } from './islands/props.ts';
import { tokenKey } from './token-cipher.ts';
import { Island } from '../../core/ssr/island.tsx';

type Status = Awaited<ReturnType<typeof connectionStatus>>;

const callbackQuery = z.object({
  code: z.string().max(2000).optional(),
  state: z.string().max(200).optional(),
  realmId: z
    .string()
    .regex(/^\d{1,30}$/, 'realmId must be digits')
    .optional(),
  error: z.string().max(200).optional(),
});

/** Why the portal cannot connect as it is configured, or null when it can. */
function configurationProblem(): string | null {
  const settings = quickbooksSettings();
  try {
    assertConfigured(settings);
    tokenKey(settings.tokenKey);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

interface PageProps {
  status: Status;
  problem: string | null;
  syncs: InvoiceSyncProps[];
  at: (iso: string) => string;
}

function QuickbooksPage({ status, problem, syncs, at }: PageProps) {
  return (
    <>
      <PageHeader title="QuickBooks" />
      <Card>
        {problem && (
          <p role="alert" className="mb-4 rounded-md bg-red-50 p-3 text-sm text-red-800">
            {problem}
          </p>
        )}
        {status ? (
          <div className="space-y-4">
            {status.needsAttention && (
              <p role="alert" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
                The connection needs attention: {status.needsAttention}. Connect again to resume syncing.
              </p>
            )}
            <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
              <dt className="font-medium text-slate-600">Company</dt>
              <dd data-testid="quickbooks-company">{status.companyName}</dd>
              <dt className="font-medium text-slate-600">Realm</dt>
              <dd data-testid="quickbooks-realm">{status.realmId}</dd>
              <dt className="font-medium text-slate-600">Access token expires</dt>
              <dd>{at(status.accessExpiresAt)}</dd>
              <dt className="font-medium text-slate-600">Connection expires</dt>
              <dd>{at(status.refreshExpiresAt)}</dd>
            </dl>
            <div className="flex flex-wrap gap-3">
              {!problem && (
                <a className="rounded-md border border-slate-300 px-4 py-2 text-sm font-medium" href="/admin/quickbooks/connect">
                  Connect again
                </a>
              )}
              <Island of={Disconnect} companyName={status.companyName} />
            </div>
          </div>
        ) : (
          <div className="space-y-4">
            <p className="text-sm text-slate-700">The portal is not connected to QuickBooks. Invoices are queued and synced once it is.</p>
            {!problem && (
              <a
                className="inline-block rounded-md bg-emerald-700 px-4 py-2 text-sm font-medium text-white"
                href="/admin/quickbooks/connect"
              >
                Connect to QuickBooks
              </a>
            )}
          </div>
        )}
      </Card>
      <div className="mt-6">
        <Card>
          <h2 className="mb-2 text-lg font-semibold text-slate-900">Invoices to look at</h2>
          {syncs.length === 0 ? (
            <p className="text-sm text-slate-700">Every invoice is synced.</p>
          ) : (
            syncs.map((sync) => <Island of={InvoiceSync} key={sync.invoiceId} {...sync} />)
          )}
        </Card>
      </div>
    </>
  );
}

/** `/admin/quickbooks`: the connection; `/connect` sends the browser to Intuit, `/callback` brings it back. */
export function quickbooksPages(ctx: PluginContext<QuickbooksDatabase>): PortalRouter {
  const router = ctx.http.pages();
  const at = (iso: string) =>
    new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: ctx.config.labTimeZone }).format(new Date(iso));
  const syncs = async (): Promise<InvoiceSyncProps[]> => {
    const rows = await syncsNeedingAttention(ctx.db);
    const shown: InvoiceSyncProps[] = [];
    for (const row of rows) {
      const invoice = await invoicingService.findInvoice(ctx.db, row.invoiceId);
      shown.push({ invoiceId: row.invoiceId, invoiceNum: invoice?.invoiceNum ?? null, status: row.status, error: row.lastError });
    }
    return shown;
  };
  const show = async (c: Parameters<Parameters<typeof router.get>[2]>[0], problem: string | null, status = 200) =>
    ctx.http.render(c, <QuickbooksPage status={await connectionStatus(ctx.db)} problem={problem} syncs={await syncs()} at={at} />, {
      title: 'QuickBooks',
      status,
    });

  router.get('/admin/quickbooks', { permission: P.connect, summary: 'The QuickBooks connection', answers: 'page' }, (c) =>
    show(c, configurationProblem()),
  );
  router.get(
    '/admin/quickbooks/connect',
    { permission: P.connect, summary: "Sends the browser to Intuit's consent screen", answers: 'redirect' },
    async (c) => c.redirect(await startConnect(ctx, actorOf(c))),
  );
  router.get(
    '/admin/quickbooks/callback',
    {
      permission: P.connect,
      summary: 'Where Intuit sends the browser back with the authorization code',
      answers: 'redirect',
      query: callbackQuery,
    },
    async (c) => {
      const { code, state, realmId, error } = c.req.valid('query');
      if (error || !code || !state || !realmId) return show(c, `QuickBooks did not connect: ${error ?? 'the answer was incomplete'}.`, 400);
      try {
        await finishConnect(ctx, actorOf(c), { code, state, realmId });
      } catch (caught) {
        ctx.log.warning('QuickBooks connect failed', { error: caught });
        return show(c, (caught as Error).message, 400);
      }
      return c.redirect('/admin/quickbooks');
    },
  );
  return router;
}
