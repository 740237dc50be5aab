import { sql, type Kysely } from 'kysely';

/**
 * A log entry keeps the records it concerns as one JSON `context` (`{ invoice, customer, ... }`),
 * named by the code that logs, instead of an invoice, a customer and a pickup column: the
 * kernel's table names no plugin's records. Entries kept before move over.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('logs').addColumn('context', 'jsonb').execute();
  await sql`
    update logs set context = jsonb_strip_nulls(jsonb_build_object('invoice', invoice, 'customer', customer, 'pickup', pickup))
    where invoice is not null or customer is not null or pickup is not null`.execute(db);
  await db.schema.alterTable('logs').dropColumn('invoice').dropColumn('customer').dropColumn('pickup').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('logs').addColumn('invoice', 'jsonb').addColumn('customer', 'jsonb').addColumn('pickup', 'jsonb').execute();
  await sql`update logs set invoice = context -> 'invoice', customer = context -> 'customer', pickup = context -> 'pickup' where context is not null`.execute(
    db,
  );
  await db.schema.alterTable('logs').dropColumn('context').execute();
}
