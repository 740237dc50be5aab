import type { ReactElement } from 'react';
import { toDisplayDate } from '../../core/dates.ts';
import type { PluginContext } from '../../core/plugin/define-plugin.ts';
import type { PickupPage } from '../pickups/index.ts';
import { pickupsService } from '../pickups/index.ts';
import { expectedDateOf } from './expected-dates.service.ts';
import { InvoiceActionIsland } from './islands.ts';
import type { InvoicingDatabase } from './invoices.table.ts';
import { invoicingService } from './read-model.ts';

/**
 * The invoice panel on a pickup's page: its invoice's number linking to it, or for the office
 * a Generate Invoice button once the pickup is received, with the invoice date expected since
 * receipt. A customer sees its invoice's link only.
 */
export async function pickupInvoicePanel(page: PickupPage, ctx: PluginContext<InvoicingDatabase>): Promise<ReactElement | null> {
  const role = page.actor.role;
  const office = role === 'admin' || role === 'customer-service';
  if (!office && role !== 'customer') return null;
  const invoice = await invoicingService.findInvoiceOfPickup(ctx.db, page.pickupId);
  if (invoice && role === 'customer' && invoice.customerId !== page.actor.customerId) return null;
  let body: ReactElement | null = null;
  if (invoice) {
    const href = office ? `/admin/invoices/${invoice.id}` : `/customers/invoices/${invoice.id}`;
    body = (
      <a className="link" href={href}>
        {`Invoice ${invoice.invoiceNum}`}
      </a>
    );
  } else if (office) {
    const pickup = await pickupsService.findPickupWithSamples(ctx.db, page.pickupId);
    if (pickup?.PickupStatus?.code !== 'received') return null;
    const expected = await expectedDateOf(ctx.db, page.pickupId);
    body = (
      <div className="flex flex-wrap items-center gap-3">
        <InvoiceActionIsland
          label="Generate Invoice"
          path={`/api/pickups/invoice/${page.pickupId}`}
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
  if (!body) return null;
  return (
    <section aria-label="Invoice" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 className="mb-2 text-lg font-semibold">Invoice</h2>
      {body}
    </section>
  );
}
