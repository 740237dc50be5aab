import { sql, type Kysely } from 'kysely';

/** A void invoice is voided in QuickBooks too: its sync ends as 'voided'. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table quickbooks_invoice_syncs drop constraint quickbooks_invoice_syncs_status_check`.execute(db);
  await sql`alter table quickbooks_invoice_syncs add constraint quickbooks_invoice_syncs_status_check
    check (status in ('queued', 'synced', 'failed', 'deleted', 'voided'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update quickbooks_invoice_syncs set status = 'synced' where status = 'voided'`.execute(db);
  await sql`alter table quickbooks_invoice_syncs drop constraint quickbooks_invoice_syncs_status_check`.execute(db);
  await sql`alter table quickbooks_invoice_syncs add constraint quickbooks_invoice_syncs_status_check
    check (status in ('queued', 'synced', 'failed', 'deleted'))`.execute(db);
}
