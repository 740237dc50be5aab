import type { Kysely } from 'kysely';

/**
 * A caller's database handle or transaction, typed with the tables of the plugin whose code it
 * enters. A read model or service that other plugins call gets their handle, typed with their
 * own tables; every plugin's tables live in the one database core opens, so only the type
 * changes (as `joinTransaction` does for an extension point's transaction).
 * @example const rows = await ownTables<CustomersDatabase>(callerDb).selectFrom('customers').selectAll().execute();
 */
export function ownTables<Own, D = unknown>(db: Kysely<D>): Kysely<Own> {
  return db as unknown as Kysely<Own>;
}

/** The tables a Kysely handle or transaction is typed with: `TablesOf<typeof db>`. */
export type TablesOf<Handle> = Handle extends Kysely<infer Tables> ? Tables : never;
