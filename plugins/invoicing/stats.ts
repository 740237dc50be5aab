import { sql } from 'kysely';
import { labToday } from '../../shared/dates.ts';
import type { PluginContext } from '../../core/plugin/define-plugin.ts';
import type { InvoicingDatabase } from './invoices.table.ts';
import { cents } from './present.ts';

/**
 * `GET /api/invoices/stats`: over the invoices dated in the range (all when none), the amount
 * invoiced, paid, still outstanding, and outstanding past its due date; void invoices count for nothing.
 */
export async function invoiceStats(
  ctx: Pick<PluginContext<InvoicingDatabase>, 'db' | 'config'>,
  range: { startDate?: string | undefined; endDate?: string | undefined },
) {
  const today = labToday(ctx.config.labTimeZone);
  let query = ctx.db
    .selectFrom('invoices')
    .select([
      sql<string>`coalesce(sum(total_amt), 0)`.as('invoiced'),
      sql<string>`coalesce(sum(payments_received), 0)`.as('paid'),
      sql<string>`coalesce(sum(balance) filter (where balance > 0), 0)`.as('outstanding'),
      sql<string>`coalesce(sum(balance) filter (where balance > 0 and due_date < ${today}), 0)`.as('overdue'),
      sql<string>`count(*)`.as('count'),
    ])
    .where('voidedAt', 'is', null);
  if (range.startDate) query = query.where('invoiceDate', '>=', range.startDate);
  if (range.endDate) query = query.where('invoiceDate', '<=', range.endDate);
  const row = await query.executeTakeFirstOrThrow();
  return {
    invoiced: cents(row.invoiced),
    paid: cents(row.paid),
    outstanding: cents(row.outstanding),
    overdue: cents(row.overdue),
    count: Number(row.count),
  };
}
