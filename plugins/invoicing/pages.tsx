import type { Context } from 'hono';
import { labToday } from '../../shared/dates.ts';
import { NotFoundError } from '../../core/errors.ts';
import type { SignedInEnv } from '../../core/http/env.ts';
import { idParams } from '../../core/http/params.ts';
import { actorOf, companyScopeOf } from '../../core/http/request.ts';
import { PageHeader } from '../../core/pages/components.tsx';
import { DataTable } from '../../core/pages/islands.ts';
import type { PluginContext } from '../../core/plugin/define-plugin.ts';
import type { PortalRouter } from '../../core/plugin/router.ts';
import { dataTableProps } from '../../core/table/data-table.ts';
import { InvoiceSummary } from './components/InvoiceSummary.tsx';
import { StatementSummary } from './components/StatementSummary.tsx';
import * as AuditDashboard from './islands/AuditDashboard.tsx';
import * as InvoiceAction from './islands/InvoiceAction.tsx';
import * as InvoiceCreateForm from './islands/InvoiceCreateForm.tsx';
import * as InvoiceDatesForm from './islands/InvoiceDatesForm.tsx';
import * as InvoiceReasonAction from './islands/InvoiceReasonAction.tsx';
import * as InvoiceRows from './islands/InvoiceRows.tsx';
import { invoicesTableModel } from './invoices.model.ts';
import type { InvoicingDatabase } from './invoices.table.ts';
import { INVOICE_MESSAGES as M } from './messages.ts';
import { invoicePanels } from './page-panels.tsx';
import { endOfMonth } from './rules/dates.ts';
import { INVOICING_PERMISSION as P } from './permissions.ts';
import { findInvoice } from './invoices.repository.ts';
import { invoiceDetail, invoicingService } from './read-model.ts';
import { statementOf } from './statements.service.tsx';
import { whyKept } from './void.service.ts';
import { buttonClass } from '../../shared/ui-styles.ts';
import { Island } from '../../core/ssr/island.tsx';

const COLUMNS = ['companyName', 'invoiceDate', 'dueDate', 'totalAmt', 'balance'] as const;
/** A void invoice's row says so (decision 190). */
const STATUS_COLUMN = 'status';

const VOID_EXPLANATION =
  'The invoice keeps its number and shows VOID; nothing is owed on it any more. Money received on it becomes a credit note, ' +
  'its pickup can be invoiced again, and the customer is told.';
const DELETE_EXPLANATION = 'The invoice was never sent, synced or paid: it goes, and its pickup can be invoiced again.';

/** The office's list; only admin gets the edit column. */
const staffTable = (admin: boolean) =>
  dataTableProps(invoicesTableModel, {
    path: '/api/invoices',
    label: 'Invoices',
    columns: [
      { field: 'invoiceNum', link: '/admin/invoices/{id}' },
      ...COLUMNS,
      STATUS_COLUMN,
      // The edit icon, with its word beside it to name the link.
      ...(admin ? [{ field: 'id' as const, label: 'Edit', link: '/admin/invoices/{id}/edit', linkText: '✎ Edit' }] : []),
    ],
    filters: [{ kind: 'dateRange', label: 'Invoice Date' }],
  });

const customerTable = dataTableProps(invoicesTableModel, {
  path: '/api/invoices',
  label: 'My Invoices',
  columns: [{ field: 'invoiceNum', link: '/customers/invoices/{id}' }, 'invoiceDate', 'dueDate', 'totalAmt', 'balance', STATUS_COLUMN],
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
            {user.role === 'admin' && (
              <Island
                of={AuditDashboard}
                startDate={`${today.slice(0, 7)}-01`}
                endDate={endOfMonth(today)}
                timeZone={ctx.config.labTimeZone}
              />
            )}
            <a className={buttonClass()} href="/admin/invoices/new">
              New Invoice
            </a>
          </div>
        </PageHeader>
        <Island of={DataTable} {...staffTable(ctx.http.permissions.allows(user.role, P.edit))} userId={user.id} />
      </>,
      { title: 'Invoices' },
    );
  });

  router.get('/admin/invoices/new', { permission: P.write, summary: 'The new invoice form', answers: 'page' }, async (c) =>
    ctx.http.render(
      c,
      <>
        <PageHeader title="Create Invoice" />
        <Island of={InvoiceCreateForm} today={labToday(ctx.config.labTimeZone)} />
      </>,
      { title: 'Create Invoice' },
    ),
  );

  const staffInvoicePage = (startEditing: boolean) => async (c: IdContext) => {
    const row = await findInvoice(db, c.req.valid('param').id);
    if (!row) throw new NotFoundError(M.notFound);
    const invoice = await invoiceDetail(db, row);
    // Rows and dates are admin's to edit (the spec's edit icon), as `PUT /api/invoices/{id}` is; nobody edits a void invoice.
    const editable = ctx.http.permissions.allows(c.get('auth').user.role, P.edit) && !invoice.voided;
    const deletable = !invoice.voided && (await whyKept(ctx, row)) === null;
    const title = `Invoice ${invoice.invoiceNum}`;
    return ctx.http.render(
      c,
      <>
        <PageHeader title={title}>
          <div className="flex flex-wrap gap-2">
            <a className="rounded border border-slate-300 px-3 py-2 text-sm print:hidden" href={`/api/invoices/pdf/${invoice.id}`}>
              PDF
            </a>
            <Island of={InvoiceAction} label="Send" path={`/api/invoices/send/${invoice.id}`} method="POST" />
            {!invoice.voided && (
              <Island of={InvoiceAction} label="Send Reminder" path={`/api/invoices/sendReminder/${invoice.id}`} method="POST" />
            )}
            <Island of={InvoiceAction} label="Send Statement" path={`/api/customers/statement/${invoice.customerId}`} method="POST" />
            <a
              className="rounded border border-slate-300 px-3 py-2 text-sm print:hidden"
              href={`/api/customers/statement/pdf/${invoice.customerId}`}
            >
              Statement PDF
            </a>
            {!invoice.voided && (
              <Island
                of={InvoiceReasonAction}
                label="Void"
                confirmLabel="Void Invoice"
                title={`Void invoice ${invoice.invoiceNum}`}
                explanation={VOID_EXPLANATION}
                path={`/api/invoices/${invoice.id}/void`}
                method="POST"
              />
            )}
            {deletable && (
              <Island
                of={InvoiceReasonAction}
                label="Delete"
                confirmLabel="Delete Invoice"
                title={`Delete invoice ${invoice.invoiceNum}`}
                explanation={DELETE_EXPLANATION}
                path={`/api/invoices/${invoice.id}`}
                method="DELETE"
                next="/admin/invoices"
              />
            )}
          </div>
        </PageHeader>
        <div className="space-y-6">
          <InvoiceSummary invoice={invoice} pickupBase="/admin/pickups" staff timeZone={ctx.config.labTimeZone} />
          {editable && startEditing && (
            <Island
              of={InvoiceDatesForm}
              invoiceId={invoice.id}
              version={invoice.version}
              invoiceDate={invoice.invoiceDate}
              dueDate={invoice.dueDate}
              dueDateByHand={invoice.dueDateByHand}
              terms={invoice.Customer?.NetTerm?.term ?? null}
            />
          )}
          <Island
            of={InvoiceRows}
            invoiceId={invoice.id}
            version={invoice.version}
            rows={invoice.invoiceItems}
            canEdit={editable}
            startEditing={startEditing}
            showEdited
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
        <Island of={DataTable} {...customerTable} userId={user.id} />
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
            <a className="rounded border border-slate-300 px-3 py-2 text-sm print:hidden" href={`/api/invoices/pdf/${invoice.id}`}>
              PDF
            </a>
          </PageHeader>
          <div className="space-y-6">
            <InvoiceSummary invoice={invoice} pickupBase={null} staff={false} timeZone={ctx.config.labTimeZone} />
            <Island
              of={InvoiceRows}
              invoiceId={invoice.id}
              version={invoice.version}
              // Which rows staff edited by hand is the lab's business: the customer's page does not carry it.
              rows={invoice.invoiceItems.map((item) => ({ ...item, override: false }))}
              canEdit={false}
              startEditing={false}
              showEdited={false}
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
