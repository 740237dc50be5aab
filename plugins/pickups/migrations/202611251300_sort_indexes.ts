import { sql, type Kysely } from 'kysely';

/**
 * The list orders by the sorted column, then by id in the same direction (core/table/query.ts),
 * so an index on (column, id) hands out a page of 50 in either direction without sorting the
 * table. These replace the single-column indexes of the first migration, which left the
 * tie-breaker to a sort of every row sharing a value (a third of the table for a priority).
 * See docs/decisions/042-pickups-search-and-count.md.
 */
const SORTS: Array<[name: string, column: string]> = [
  ['actual_pickup_date', 'actual_pickup_date'],
  ['receive_date', 'receive_date'],
  ['priority', 'priority'],
  ['caller', 'caller'],
  ['pickup_addr1', 'pickup_addr1'],
  ['pickup_city', 'pickup_city'],
  ['project_addr1', 'project_addr1'],
  // The list answers the charge as a number, and sorts by that expression.
  ['trip_charge', '(cast(trip_charge as double precision))'],
];
const NEW_SORTS: Array<[name: string, column: string]> = [
  ['stop_num', 'stop_num'],
  ['dropped_off', 'dropped_off'],
];

const create = (db: Kysely<unknown>, name: string, columns: string) =>
  sql`create index ${sql.id(`pickups_${name}_idx`)} on pickups (${sql.raw(columns)})`.execute(db);
const drop = (db: Kysely<unknown>, name: string) => sql`drop index if exists ${sql.id(`pickups_${name}_idx`)}`.execute(db);

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, column] of SORTS) {
    await drop(db, name);
    await create(db, name, `${column}, id`);
  }
  for (const [name, column] of NEW_SORTS) await create(db, name, `${column}, id`);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name] of NEW_SORTS) await drop(db, name);
  for (const [name, column] of SORTS) {
    await drop(db, name);
    await create(db, name, name === 'trip_charge' ? 'trip_charge' : column);
  }
}
