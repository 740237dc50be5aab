import { sql, type Kysely } from 'kysely';
import { addSearchText, dropSearchText } from '../../../core/table/search-text.ts';

/** The reports list searches a stored, lower-cased text of the sample set's number and the project's address (decision 234). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await addSearchText(db, 'reports', [sql.ref('sample_num'), sql.ref('project_address')]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropSearchText(db, 'reports');
}
