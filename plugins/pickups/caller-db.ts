import type { Kysely } from 'kysely';
import { ownTables } from '../../core/db/own-tables.ts';
import type { PickupsDatabase } from './pickups.table.ts';

/** Another plugin's database or transaction, read through this plugin's tables (they share one database). */
export const own = <D>(db: Kysely<D>) => ownTables<PickupsDatabase, D>(db);
