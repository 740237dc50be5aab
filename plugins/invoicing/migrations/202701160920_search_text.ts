import { sql, type Kysely } from 'kysely';
import { addSearchText, dropSearchText } from '../../../core/table/search-text.ts';

/** The invoices list searches a stored text of the invoice number, which a trigram index serves (decision 234). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await addSearchText(db, 'invoices', [sql`cast(invoice_num as text)`]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropSearchText(db, 'invoices');
}
