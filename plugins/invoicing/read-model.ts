import { ownTables } from '../../core/db/own-tables.ts';
import { sql, type Kysely } from 'kysely';
import type { CompanyScope } from '../../core/auth/company-scope.ts';
import { customersService } from '../customers/index.ts';
import { pickupsForInvoicing } from '../pickups/index.ts';
import { sampleTypesService } from '../sample-types/index.ts';
import { creditNotesOfInvoice } from './credit-notes.repository.ts';
import { findInvoice, itemsOf } from './invoices.repository.ts';
import type { InvoiceRow, InvoicingDatabase } from './invoices.table.ts';
import { presentInvoice, presentInvoiceCustomer, presentItem, type Invoice, type InvoiceVoid, type ItemSpecimen } from './present.ts';

/** Another plugin's database or transaction, read through this plugin's tables (they share one database). */
const own = <D>(db: Kysely<D>) => ownTables<InvoicingDatabase, D>(db);

/** An invoice row with its customer, pickup and rows (each with its pickup and specimen), as the API answers it. */
export async function invoiceDetail<D>(db: Kysely<D>, row: InvoiceRow): Promise<Invoice> {
  // One after another: inside a transaction there is one connection to share.
  const items = await itemsOf(own(db), row.id);
  const customer = await customersService.findCustomerWithTerms(db, row.customerId);
  const pickupIds = [row.pickupId, ...items.map((item) => item.pickupId)].filter((id): id is number => id !== null);
  const pickups = await pickupsForInvoicing.summaries(db, pickupIds);
  const specimens = await pickupsForInvoicing.specimenSummaries(
    db,
    items.map((item) => item.specimenId).filter((id): id is number => id !== null),
  );
  const typeIds = [...new Set([...specimens.values()].map((s) => s.sampleTypeId).filter((id): id is number => id !== null))];
  const types = new Map((await sampleTypesService.findSampleTypes(db, typeIds)).map((type) => [type.id, type.description]));
  const specimenOf = (id: number | null): ItemSpecimen | null => {
    const specimen = id === null ? undefined : specimens.get(id);
    if (!specimen) return null;
    const { sampleTypeId, ...rest } = specimen;
    return { sampleType: sampleTypeId === null ? null : (types.get(sampleTypeId) ?? null), ...rest };
  };
  return presentInvoice(
    row,
    customer ? presentInvoiceCustomer(customer) : null,
    row.pickupId === null ? null : (pickups.get(row.pickupId) ?? null),
    items.map((item) =>
      presentItem(item, item.pickupId === null ? null : (pickups.get(item.pickupId) ?? null), specimenOf(item.specimenId)),
    ),
    { voided: await voidOf(own(db), row), creditNotes: row.voidedAt ? await creditNotesOfInvoice(own(db), row.id) : [] },
  );
}

/** Who voided the invoice, when and why, or null while it stands. */
async function voidOf(db: Kysely<InvoicingDatabase>, row: InvoiceRow): Promise<InvoiceVoid | null> {
  if (!row.voidedAt) return null;
  const user =
    row.voidedBy === null
      ? undefined
      : await db
          .selectFrom('users')
          .select(sql<string>`trim(concat_ws(' ', first_name, last_name))`.as('name'))
          .where('id', '=', row.voidedBy)
          .executeTakeFirst();
  return { at: row.voidedAt.toISOString(), reason: row.voidReason ?? '', by: user?.name || null };
}

/**
 * What other plugins use of invoicing (QuickBooks): an invoice with its rows and customer.
 * Each takes the caller's `db` or transaction first.
 * @example const invoice = await invoicingService.findInvoice(event.trx, event.invoiceId);
 */
export const invoicingService = {
  /** The invoice with `Customer` (and `NetTerm`), `Pickup` and `invoiceItems`, or undefined. */
  async findInvoice<D>(db: Kysely<D>, id: number, scope: CompanyScope = { all: true }): Promise<Invoice | undefined> {
    const row = await findInvoice(own(db), id, scope);
    return row ? invoiceDetail(db, row) : undefined;
  },
};
