import { labToday } from '../../core/dates.ts';
import type { PluginContext } from '../../core/plugin/define-plugin.ts';
import { customersService } from '../customers/index.ts';
import { pickupsService } from '../pickups/index.ts';
import { endOfMonth } from './rules/dates.ts';
import type { InvoicingDatabase } from './invoices.table.ts';

/**
 * `GET /api/invoices/audit`: the invoice and statement mails sent between two dates (the current
 * month by default), each with its customer, invoice and pickup, for the audit dashboard.
 */
export async function mailAudit(
  ctx: Pick<PluginContext<InvoicingDatabase>, 'db' | 'config'>,
  range: { startDate?: string | undefined; endDate?: string | undefined },
) {
  const today = labToday(ctx.config.labTimeZone);
  const startDate = range.startDate ?? `${today.slice(0, 7)}-01`;
  const endDate = range.endDate ?? endOfMonth(today);
  const rows = await ctx.db
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
    .where('invoiceMailLog.createdAt', '>=', new Date(`${startDate}T00:00:00Z`))
    .where('invoiceMailLog.createdAt', '<', new Date(`${endDate}T23:59:59.999Z`))
    .orderBy('invoiceMailLog.createdAt', 'desc')
    .orderBy('invoiceMailLog.id', 'desc')
    .limit(1000)
    .execute();
  const pickups = await pickupsService.summaries(
    ctx.db,
    rows.map((row) => row.pickupId).filter((id): id is number => id !== null),
  );
  const customers = new Map<number, { companyName: string; invoiceFrequency: string }>();
  for (const id of new Set(rows.map((row) => row.customerId))) {
    const customer = await customersService.findCustomer(ctx.db, id);
    if (customer) customers.set(id, { companyName: customer.companyName, invoiceFrequency: customer.invoiceFrequency });
  }
  return {
    startDate,
    endDate,
    rows: rows.map((row) => {
      const pickup = row.pickupId === null ? undefined : pickups.get(row.pickupId);
      const customer = customers.get(row.customerId);
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
