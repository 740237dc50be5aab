import type { Kysely } from 'kysely';
import type { CompanyScope } from '../../core/auth/company-scope.ts';
import { updateVersioned } from '../../core/db/versioned.ts';
import type {
  InvoiceItemRow,
  InvoiceItemUpdate,
  InvoiceRow,
  InvoiceUpdate,
  InvoicingDatabase,
  NewInvoiceItemRow,
  NewInvoiceRow,
} from './invoices.table.ts';

/** Plain queries; each takes the database or the caller's transaction first. */
export type Db = Kysely<InvoicingDatabase>;

/** One invoice the scope may see; `lock` holds it for the rest of the transaction. */
export function findInvoice(db: Db, id: number, scope: CompanyScope = { all: true }, lock = false): Promise<InvoiceRow | undefined> {
  let query = db.selectFrom('invoices').selectAll().where('id', '=', id);
  if (!scope.all) query = query.where('customerId', '=', scope.customerId ?? -1);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** A pickup's current invoice: a voided one no longer bills it. */
export function invoiceOfPickup(db: Db, pickupId: number): Promise<InvoiceRow | undefined> {
  return db.selectFrom('invoices').selectAll().where('pickupId', '=', pickupId).where('voidedAt', 'is', null).executeTakeFirst();
}

/** Every invoice made from a pickup, the first first: its current one and the void ones, which stay listed with it. */
export function invoicesOfPickup(db: Db, pickupId: number): Promise<Pick<InvoiceRow, 'id' | 'invoiceNum' | 'customerId' | 'voidedAt'>[]> {
  return db
    .selectFrom('invoices')
    .select(['id', 'invoiceNum', 'customerId', 'voidedAt'])
    .where('pickupId', '=', pickupId)
    .orderBy('id')
    .execute();
}

/** Of these pickups, those whose invoice was voided: they are invoiced again by hand only. */
export async function pickupsWithVoidedInvoices(db: Db, pickupIds: readonly number[]): Promise<Set<number>> {
  if (pickupIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('invoices')
    .select('pickupId')
    .distinct()
    .where('pickupId', 'in', [...pickupIds])
    .where('voidedAt', 'is not', null)
    .execute();
  return new Set(rows.map((row) => row.pickupId).filter((id): id is number => id !== null));
}

/** Whether an invoice was ever mailed to its customer (created, updated, sent again or a reminder). */
export async function wasMailed(db: Db, invoiceId: number): Promise<boolean> {
  const row = await db
    .selectFrom('invoiceMailLog')
    .select('id')
    .where('invoiceId', '=', invoiceId)
    .where('type', '=', 'email')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export function itemsOf(db: Db, invoiceId: number): Promise<InvoiceItemRow[]> {
  return db.selectFrom('invoiceItems').selectAll().where('invoiceId', '=', invoiceId).orderBy('sortOrder').orderBy('id').execute();
}

export function insertInvoice(db: Db, values: NewInvoiceRow): Promise<InvoiceRow> {
  return db.insertInto('invoices').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function insertItems(db: Db, rows: readonly NewInvoiceItemRow[]): Promise<void> {
  if (rows.length > 0)
    await db
      .insertInto('invoiceItems')
      .values([...rows])
      .execute();
}

export async function updateItem(db: Db, id: number, changes: Omit<InvoiceItemUpdate, 'updatedAt'>): Promise<void> {
  await db
    .updateTable('invoiceItems')
    .set({ ...changes, updatedAt: new Date() })
    .where('id', '=', id)
    .execute();
}

export async function deleteItems(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length > 0)
    await db
      .deleteFrom('invoiceItems')
      .where('id', 'in', [...ids])
      .execute();
}

/** Changes an invoice and raises its version; from a form opened at an older `version`, the 409. */
export function updateInvoice(
  db: Db,
  id: number,
  changes: Omit<InvoiceUpdate, 'version' | 'updatedAt'>,
  version?: number,
): Promise<InvoiceRow> {
  return updateVersioned(version, (guard) =>
    db
      .updateTable('invoices')
      .set({ ...changes, version: guard.next, updatedAt: new Date() })
      .where('id', '=', id)
      .where(guard.unchanged)
      .returningAll()
      .executeTakeFirst(),
  );
}

export async function deleteInvoice(db: Db, id: number): Promise<void> {
  await db.deleteFrom('invoices').where('id', '=', id).execute();
}
