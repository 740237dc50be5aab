import { labToday } from '../../shared/dates.ts';
import type { PluginContext } from '../../core/plugin/define-plugin.ts';
import { customersService } from '../customers/index.ts';
import { pickupsForInvoicing } from '../pickups/index.ts';
import { invoiceHistoryRows } from './audit-history.ts';
import { invoiceAuditEntries } from './extension-points.ts';
import { endOfMonth } from './rules/dates.ts';
import type { InvoicingDatabase } from './invoices.table.ts';

/** The most rows the dashboard lists for a range. */
const AUDIT_LIMIT = 1000;

interface DashboardRow {
  id: number;
  type: string;
  data: Record<string, unknown>;
  createdAt: Date;
  customerId: number | null;
  pickupId: number | null;
  invoiceNum: number | null;
}

/**
 * `GET /api/invoices/audit`: the invoice and statement mails sent between two dates (the current
 * month by default), the invoices deleted and voided (who, why), and the rows other plugins add
 * (QuickBooks syncs), each with its customer, invoice and pickup, the latest first, for the
 * audit dashboard.
 */
export async function mailAudit(
  ctx: Pick<PluginContext<InvoicingDatabase>, 'db' | 'config' | 'extensions'>,
  range: { startDate?: string | undefined; endDate?: string | undefined },
) {
  const today = labToday(ctx.config.labTimeZone);
  const startDate = range.startDate ?? `${today.slice(0, 7)}-01`;
  const endDate = range.endDate ?? endOfMonth(today);
  const from = new Date(`${startDate}T00:00:00Z`);
  const to = new Date(`${endDate}T23:59:59.999Z`);
  const mails: DashboardRow[] = await ctx.db
    .selectFrom('invoiceMailLog')
    .leftJoin('invoices', 'invoices.id', 'invoiceMailLog.invoiceId')
    .select([
      'invoiceMailLog.id',
      'invoiceMailLog.type',
      'invoiceMailLog.data',
      'invoiceMailLog.createdAt',
      'invoiceMailLog.customerId',
      'invoiceMailLog.pickupId',
      'invoices.invoiceNum',
    ])
    .where('invoiceMailLog.createdAt', '>=', from)
    .where('invoiceMailLog.createdAt', '<', to)
    .orderBy('invoiceMailLog.createdAt', 'desc')
    .orderBy('invoiceMailLog.id', 'desc')
    .limit(AUDIT_LIMIT)
    .execute();
  const history = await invoiceHistoryRows(ctx.db, { from, to }, AUDIT_LIMIT);
  const others = (await ctx.extensions.collect(invoiceAuditEntries, { from, to })).flat();
  const invoiceIds = [...new Set(others.map((entry) => entry.invoiceId))];
  const invoices = new Map(
    invoiceIds.length === 0
      ? []
      : (
          await ctx.db.selectFrom('invoices').select(['id', 'invoiceNum', 'customerId', 'pickupId']).where('id', 'in', invoiceIds).execute()
        ).map((row) => [row.id, row]),
  );
  const rows = [
    ...mails,
    ...history,
    ...others.map((entry): DashboardRow => {
      const invoice = invoices.get(entry.invoiceId);
      const { id, type, data, createdAt } = entry;
      return {
        id,
        type,
        data,
        createdAt,
        customerId: invoice?.customerId ?? null,
        pickupId: invoice?.pickupId ?? null,
        invoiceNum: invoice?.invoiceNum ?? null,
      };
    }),
  ]
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
    .slice(0, AUDIT_LIMIT);
  const pickups = await pickupsForInvoicing.summaries(
    ctx.db,
    rows.map((row) => row.pickupId).filter((id): id is number => id !== null),
  );
  const customers = new Map<number, { companyName: string; invoiceFrequency: string }>();
  for (const id of new Set(rows.map((row) => row.customerId).filter((customerId): customerId is number => customerId !== null))) {
    const customer = await customersService.findCustomer(ctx.db, id);
    if (customer) customers.set(id, { companyName: customer.companyName, invoiceFrequency: customer.invoiceFrequency });
  }
  return {
    startDate,
    endDate,
    rows: rows.map((row) => {
      const pickup = row.pickupId === null ? undefined : pickups.get(row.pickupId);
      const customer = row.customerId === null ? undefined : customers.get(row.customerId);
      return {
        id: row.id,
        type: row.type,
        data: row.data,
        createdAt: row.createdAt,
        pickupNumber: pickup?.pickupNumber ?? null,
        actualPickupDate: pickup?.actualPickupDate ?? null,
        receiveDate: pickup?.receiveDate ?? null,
        invoiceFrequency: customer?.invoiceFrequency ?? null,
        jobName: pickup?.jobName ?? null,
        customerName: customer?.companyName ?? null,
        invoiceNum: row.invoiceNum ?? null,
      };
    }),
  };
}
