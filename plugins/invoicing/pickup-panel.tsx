import type { ReactElement } from 'react';
import { toDisplayDate } from '../../shared/dates.ts';
import type { PluginContext } from '../../core/plugin/define-plugin.ts';
import type { PickupPage } from '../pickups/index.ts';
import { expectedDateOf } from './expected-dates.service.ts';
import * as InvoiceAction from './islands/InvoiceAction.tsx';
import { invoicesOfPickup } from './invoices.repository.ts';
import type { InvoicingDatabase } from './invoices.table.ts';
import { Island } from '../../core/ssr/island.tsx';

/**
 * The invoice panel on a pickup's page: its invoice's number linking to it, or for the office
 * a Generate Invoice button once the pickup is received, with the invoice date expected since
 * receipt. Void invoices of the pickup stay listed, marked. A customer sees its invoices' links only.
 */
export async function pickupInvoicePanel(page: PickupPage, ctx: PluginContext<InvoicingDatabase>): Promise<ReactElement | null> {
  const role = page.actor.role;
  const office = role === 'admin' || role === 'customer-service';
  if (!office && role !== 'customer') return null;
  const { pickup } = page;
  const invoices = await invoicesOfPickup(ctx.db, pickup.id);
  const invoice = invoices.find((row) => row.voidedAt === null);
  const ownOnly = role === 'customer';
  if (invoice && ownOnly && invoice.customerId !== page.actor.customerId) return null;
  const voided = invoices.filter((row) => row.voidedAt !== null && (!ownOnly || row.customerId === page.actor.customerId));
  const base = office ? '/admin/invoices' : '/customers/invoices';
  const voidLinks = voided.map((row) => (
    <a key={row.id} className="link" href={`${base}/${row.id}`}>
      {`Invoice ${row.invoiceNum} (VOID)`}
    </a>
  ));
  let body: ReactElement | null = null;
  if (invoice) {
    body = (
      <a className="link" href={`${base}/${invoice.id}`}>
        {`Invoice ${invoice.invoiceNum}`}
      </a>
    );
  } else if (office && pickup.PickupStatus?.code === 'received') {
    const expected = await expectedDateOf(ctx.db, pickup.id);
    body = (
      <div className="flex flex-wrap items-center gap-3">
        <Island
          of={InvoiceAction}
          label="Generate Invoice"
          path={`/api/pickups/invoice/${pickup.id}`}
          method="POST"
          variant="primary"
          next="/admin/invoices/{id}"
        />
        {expected && (
          <p className="text-sm text-slate-600" data-field="Expected Invoice Date">
            {expected.expectedDate
              ? `Expected invoice date ${toDisplayDate(expected.expectedDate)} (${expected.invoiceFrequency})`
              : 'Invoiced by hand (Manual)'}
          </p>
        )}
      </div>
    );
  }
  if (!body && voidLinks.length === 0) return null;
  return (
    <section aria-label="Invoice" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 className="mb-2 text-lg font-semibold">Invoice</h2>
      <div className="flex flex-col items-start gap-2">
        {body}
        {voidLinks}
      </div>
    </section>
  );
}
