import type { Context } from 'hono';
import { addDays, labToday } from '../../core/dates.ts';
import { NotFoundError } from '../../core/errors.ts';
import type { SignedInEnv } from '../../core/http/env.ts';
import { idParams } from '../../core/http/params.ts';
import { actorOf, companyScopeOf } from '../../core/http/request.ts';
import { PageHeader } from '../../core/pages/components.tsx';
import { DataTableIsland } from '../../core/pages/islands.ts';
import type { PluginContext } from '../../core/plugin/define-plugin.ts';
import type { PortalRouter } from '../../core/plugin/router.ts';
import { dataTableProps } from '../../core/table/data-table.ts';
import { InvoiceSummary } from './components/InvoiceSummary.tsx';
import { StatementSummary } from './components/StatementSummary.tsx';
import { AuditDashboardIsland, InvoiceActionIsland, InvoiceCreateFormIsland, InvoiceRowsIsland } from './islands.ts';
import { invoicesTableModel } from './invoices.model.ts';
import type { InvoicingDatabase } from './invoices.table.ts';
import { INVOICE_MESSAGES as M } from './messages.ts';
import { invoicePanels } from './page-panels.tsx';
import { endOfMonth } from './rules/dates.ts';
import { INVOICING_PERMISSION as P } from './permissions.ts';
import { invoicingService } from './read-model.ts';
import { statementOf } from './statements.service.tsx';
import { buttonClass } from '../../web/ui/styles.ts';

const COLUMNS = ['companyName', 'invoiceDate', 'dueDate', 'totalAmt', 'balance'] as const;

/** The office's list; only admin gets the edit column. */
const staffTable = (admin: boolean) =>
  dataTableProps(invoicesTableModel, {
    path: '/api/invoices',
    label: 'Invoices',
    columns: [
      { field: 'invoiceNum', link: '/admin/invoices/{id}' },
      ...COLUMNS,
      // The edit icon, with its word beside it to name the link.
      ...(admin ? [{ field: 'id' as const, label: 'Edit', link: '/admin/invoices/{id}/edit', linkText: '✎ Edit' }] : []),
    ],
    filters: [{ kind: 'dateRange', label: 'Invoice Date' }],
  });

const customerTable = dataTableProps(invoicesTableModel, {
  path: '/api/invoices',
  label: 'My Invoices',
  columns: [{ field: 'invoiceNum', link: '/customers/invoices/{id}' }, 'invoiceDate', 'dueDate', 'totalAmt', 'balance'],
});

type IdContext = Context<SignedInEnv, string, { out: { param: { id: number } } }>;

/** The Invoices screens: the office's list, an invoice, the create form; a customer's own invoices. */
export function invoicingPages(ctx: PluginContext<InvoicingDatabase>): PortalRouter {
  const router = ctx.http.pages();
  const { db } = ctx;

  router.get('/admin/invoices', { permission: P.staffScreens, summary: 'The invoices list', answers: 'page' }, async (c) => {
    const user = c.get('auth').user;
    const today = labToday(ctx.config.labTimeZone);
    return ctx.http.render(
      c,
      <>
        <PageHeader title="Invoices">
          <div className="flex gap-2">
            {user.role === 'admin' && <AuditDashboardIsland startDate={`${today.slice(0, 7)}-01`} endDate={endOfMonth(today)} />}
            <a className={buttonClass()} href="/admin/invoices/new">
              New Invoice
            </a>
          </div>
        </PageHeader>
        <DataTableIsland {...staffTable(user.role === 'admin')} userId={user.id} />
      </>,
      { title: 'Invoices' },
    );
  });

  router.get('/admin/invoices/new', { permission: P.write, summary: 'The new invoice form', answers: 'page' }, async (c) =>
    ctx.http.render(
      c,
      <>
        <PageHeader title="Create Invoice" />
        <InvoiceCreateFormIsland defaultDueDate={addDays(labToday(ctx.config.labTimeZone), 30)} />
      </>,
      { title: 'Create Invoice' },
    ),
  );

  const staffInvoicePage = (startEditing: boolean) => async (c: IdContext) => {
    const invoice = await invoicingService.findInvoice(db, c.req.valid('param').id);
    if (!invoice) throw new NotFoundError(M.notFound);
    const admin = c.get('auth').user.role === 'admin';
    const title = `Invoice ${invoice.invoiceNum}`;
    return ctx.http.render(
      c,
      <>
        <PageHeader title={title}>
          <div className="flex flex-wrap gap-2">
            <a className="rounded border border-slate-300 px-3 py-2 text-sm" href={`/api/invoices/pdf/${invoice.id}`}>
              PDF
            </a>
            <InvoiceActionIsland label="Send" path={`/api/invoices/send/${invoice.id}`} method="POST" />
            <InvoiceActionIsland label="Send Reminder" path={`/api/invoices/sendReminder/${invoice.id}`} method="POST" />
            <InvoiceActionIsland label="Send Statement" path={`/api/customers/statement/${invoice.customerId}`} method="POST" />
            <a className="rounded border border-slate-300 px-3 py-2 text-sm" href={`/api/customers/statement/pdf/${invoice.customerId}`}>
              Statement PDF
            </a>
            <InvoiceActionIsland
              label="Delete"
              path={`/api/invoices/${invoice.id}`}
              method="DELETE"
              confirm="Delete this invoice?"
              next="/admin/invoices"
            />
          </div>
        </PageHeader>
        <div className="space-y-6">
          <InvoiceSummary invoice={invoice} pickupBase="/admin/pickups" />
          <InvoiceRowsIsland
            invoiceId={invoice.id}
            version={invoice.version}
            rows={invoice.invoiceItems}
            canEdit={admin}
            startEditing={startEditing}
          />
          {await invoicePanels(ctx.extensions, {
            invoiceId: invoice.id,
            invoiceNum: invoice.invoiceNum,
            actor: actorOf(c),
            base: '/admin/invoices',
          })}
        </div>
      </>,
      { title },
    );
  };
  router.get(
    '/admin/invoices/:id{[0-9]+}',
    { permission: P.staffScreens, summary: 'An invoice', params: idParams, answers: 'page' },
    staffInvoicePage(false),
  );
  router.get(
    '/admin/invoices/:id{[0-9]+}/edit',
    { permission: P.edit, summary: "An invoice's rows in edit mode", params: idParams, answers: 'page' },
    staffInvoicePage(true),
  );

  router.get('/customers/invoices', { permission: P.ownScreens, summary: "A customer's invoices", answers: 'page' }, async (c) => {
    const user = c.get('auth').user;
    const today = labToday(ctx.config.labTimeZone);
    const statement = user.customerId === null ? null : await statementOf(db, user.customerId, today);
    return ctx.http.render(
      c,
      <>
        <PageHeader title="Invoices" />
        {statement && <StatementSummary statement={statement} pdfHref={`/api/customers/statement/pdf/${user.customerId}`} />}
        <DataTableIsland {...customerTable} userId={user.id} />
      </>,
      { title: 'Invoices' },
    );
  });

  router.get(
    '/customers/invoices/:id{[0-9]+}',
    { permission: P.ownScreens, summary: "A customer's own invoice", params: idParams, answers: 'page' },
    async (c) => {
      const invoice = await invoicingService.findInvoice(db, c.req.valid('param').id, companyScopeOf(c));
      if (!invoice) throw new NotFoundError(M.notFound);
      const title = `Invoice ${invoice.invoiceNum}`;
      return ctx.http.render(
        c,
        <>
          <PageHeader title={title}>
            <a className="rounded border border-slate-300 px-3 py-2 text-sm" href={`/api/invoices/pdf/${invoice.id}`}>
              PDF
            </a>
          </PageHeader>
          <div className="space-y-6">
            <InvoiceSummary invoice={invoice} pickupBase={null} />
            <InvoiceRowsIsland
              invoiceId={invoice.id}
              version={invoice.version}
              rows={invoice.invoiceItems}
              canEdit={false}
              startEditing={false}
            />
            {await invoicePanels(ctx.extensions, {
              invoiceId: invoice.id,
              invoiceNum: invoice.invoiceNum,
              actor: actorOf(c),
              base: '/customers/invoices',
            })}
          </div>
        </>,
        { title },
      );
    },
  );

  return router;
}
