import type { Kysely } from 'kysely';
import type { CreditNoteRow, InvoicingDatabase } from './invoices.table.ts';
import { centsToDecimal, type Cents } from './rules/money.ts';

type Db = Kysely<InvoicingDatabase>;

/** A credit note as invoices and statements show it. */
export interface CreditNote {
  id: number;
  creditNum: number;
  invoiceId: number;
  /** Dollars. */
  amount: number;
  issuedOn: string;
  reason: string;
}

const present = (row: CreditNoteRow): CreditNote => ({
  id: row.id,
  creditNum: row.creditNum,
  invoiceId: row.invoiceId,
  amount: Number(row.amount),
  issuedOn: row.issuedOn,
  reason: row.reason,
});

/** Issues a credit note to the invoice's customer, in the caller's transaction. */
export async function issueCreditNote(
  trx: Db,
  note: { customerId: number; invoiceId: number; amount: Cents; issuedOn: string; reason: string; createdBy: number | null },
): Promise<CreditNote> {
  const row = await trx
    .insertInto('creditNotes')
    .values({ ...note, amount: centsToDecimal(note.amount) })
    .returningAll()
    .executeTakeFirstOrThrow();
  return present(row);
}

/** The credit notes issued for an invoice, the first first. */
export async function creditNotesOfInvoice(db: Db, invoiceId: number): Promise<CreditNote[]> {
  const rows = await db.selectFrom('creditNotes').selectAll().where('invoiceId', '=', invoiceId).orderBy('id').execute();
  return rows.map(present);
}

/** A customer's credit notes, the first first, with the number of the invoice each credits. */
export async function creditNotesOfCustomer(db: Db, customerId: number): Promise<Array<CreditNote & { invoiceNum: number }>> {
  const rows = await db
    .selectFrom('creditNotes')
    .innerJoin('invoices', 'invoices.id', 'creditNotes.invoiceId')
    .selectAll('creditNotes')
    .select('invoices.invoiceNum')
    .where('creditNotes.customerId', '=', customerId)
    .orderBy('creditNotes.id')
    .execute();
  return rows.map((row) => ({ ...present(row), invoiceNum: row.invoiceNum }));
}
