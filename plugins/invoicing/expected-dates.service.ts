import type { Kysely } from 'kysely';
import { customersService } from '../customers/index.ts';
import { pickupsForInvoicing } from '../pickups/index.ts';
import type { InvoicingDatabase } from './invoices.table.ts';
import { expectedInvoiceDate } from './rules/dates.ts';

/**
 * On receipt: fixes the pickup's expected invoice date by its customer's frequency (null for
 * Manual), inside the receive's transaction. Receiving again moves it.
 */
export async function recordExpectedDate(db: Kysely<InvoicingDatabase>, pickupId: number): Promise<void> {
  const pickup = await pickupsForInvoicing.findPickupSummary(db, pickupId, { all: true });
  if (!pickup?.receiveDate) return;
  const actual = (await pickupsForInvoicing.summaries(db, [pickupId])).get(pickupId)?.actualPickupDate ?? null;
  const customer = await customersService.findCustomer(db, pickup.customerId);
  if (!customer) return;
  const expectedDate = expectedInvoiceDate(customer.invoiceFrequency, {
    pickupDate: actual ?? pickup.schedPickupDate,
    receiveDate: pickup.receiveDate,
  });
  await db
    .insertInto('expectedInvoiceDates')
    .values({ pickupId, expectedDate, invoiceFrequency: customer.invoiceFrequency })
    .onConflict((conflict) => conflict.column('pickupId').doUpdateSet({ expectedDate, invoiceFrequency: customer.invoiceFrequency }))
    .execute();
}

/** The stored expected invoice dates of the given pickups; a pickup received before they were stored has none. */
export async function expectedDates(db: Kysely<InvoicingDatabase>, pickupIds: readonly number[]): Promise<Map<number, string | null>> {
  if (pickupIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('expectedInvoiceDates')
    .select(['pickupId', 'expectedDate'])
    .where('pickupId', 'in', [...pickupIds])
    .execute();
  return new Map(rows.map((row) => [row.pickupId, row.expectedDate]));
}

/** One pickup's stored expected invoice date and the frequency that gave it, or undefined. */
export function expectedDateOf(db: Kysely<InvoicingDatabase>, pickupId: number) {
  return db
    .selectFrom('expectedInvoiceDates')
    .select(['expectedDate', 'invoiceFrequency'])
    .where('pickupId', '=', pickupId)
    .executeTakeFirst();
}
