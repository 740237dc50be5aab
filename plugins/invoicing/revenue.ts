import { ownTables } from '../../core/db/own-tables.ts';
import { sql, type Kysely } from 'kysely';
import { customersService } from '../customers/index.ts';
import { pickupsForInvoicing } from '../pickups/index.ts';
import type { InvoicingDatabase } from './invoices.table.ts';
import { draftPickupItems } from './pickup-items.ts';
import { cents } from './present.ts';
import { invoiceTotals } from './rules/totals.ts';

/** How many waiting pickups the projection bills one by one; beyond, their average stands for the rest. */
export const PROJECTED_EXACTLY = 100;

/**
 * Dollars projected from `billedCents` billed by `billed` of `waiting` pickups: their sum when all
 * were billed, else their average times the number waiting, rounded to cents.
 */
export function projectFrom(billedCents: number, billed: number, waiting: number): number {
  if (billed === 0) return 0;
  return Math.round(billed === waiting ? billedCents : (billedCents / billed) * waiting) / 100;
}

/** Another plugin's database, read through this plugin's tables (they share one database). */
const own = <D>(db: Kysely<D>) => ownTables<InvoicingDatabase, D>(db);

export interface MonthRevenue {
  /** YYYY-MM. */
  month: string;
  invoiced: number;
  paid: number;
}

/** An open invoice of a customer, as its dashboard lists it. */
export interface OpenInvoice {
  id: number;
  invoiceNum: number;
  invoiceDate: string;
  dueDate: string;
  balance: number;
}

/**
 * What other plugins (stats, the dashboards) read of the money: amounts invoiced, the revenue
 * still to invoice, a customer's open invoices. Each takes the caller's `db` first.
 * @example const total = await invoicingRevenue.invoicedBetween(ctx.db, '2026-11-01', '2026-12-01');
 */
export const invoicingRevenue = {
  /** The total invoiced with an invoice date in [start, end), in dollars rounded to cents; a void invoice counts for nothing. */
  async invoicedBetween<D>(db: Kysely<D>, start: string, end: string): Promise<number> {
    const row = await own(db)
      .selectFrom('invoices')
      .select(sql<string>`coalesce(sum(total_amt), 0)`.as('total'))
      .where('voidedAt', 'is', null)
      .where('invoiceDate', '>=', start)
      .where('invoiceDate', '<', end)
      .executeTakeFirstOrThrow();
    return cents(row.total);
  },

  /**
   * Invoiced and paid per month of the invoice date, the twelve months of `year` (a month without
   * invoices is 0); a void invoice counts for nothing (money received on it is a credit note's).
   */
  async byMonth<D>(db: Kysely<D>, year: number): Promise<MonthRevenue[]> {
    const month = sql<string>`to_char(invoice_date, 'YYYY-MM')`;
    const rows = await own(db)
      .selectFrom('invoices')
      .select([
        month.as('month'),
        sql<string>`coalesce(sum(total_amt), 0)`.as('invoiced'),
        sql<string>`coalesce(sum(payments_received), 0)`.as('paid'),
      ])
      .where('voidedAt', 'is', null)
      .where('invoiceDate', '>=', `${year}-01-01`)
      .where('invoiceDate', '<', `${year + 1}-01-01`)
      .groupBy(month)
      .execute();
    const found = new Map(rows.map((row) => [row.month, row]));
    return Array.from({ length: 12 }, (_unused, index) => {
      const key = `${year}-${String(index + 1).padStart(2, '0')}`;
      const row = found.get(key);
      return { month: key, invoiced: cents(row?.invoiced ?? 0), paid: cents(row?.paid ?? 0) };
    });
  },

  /**
   * Projected revenue: what the received pickups not yet invoiced would bill now, by the same
   * rates, free items, trip and fuel charges as their invoices will. The daily invoicing keeps
   * these few; when more than `PROJECTED_EXACTLY` wait, the latest ones' average stands for the
   * rest (decision 103), so the figure stays a few queries.
   * @example 3 waiting, billing 100.00, 50.00 and 30.00 → 180; 250 waiting whose latest 100 bill 9,000.00 → 22,500
   */
  async projected<D>(db: Kysely<D>, fuelCharge: number): Promise<number> {
    const { waiting, latest } = await pickupsForInvoicing.uninvoicedReceivedLatest(db, PROJECTED_EXACTLY);
    const customers = new Map<number, Awaited<ReturnType<typeof customersService.findCustomer>>>();
    let billedCents = 0;
    for (const pickup of latest) {
      if (!customers.has(pickup.customerId)) customers.set(pickup.customerId, await customersService.findCustomer(db, pickup.customerId));
      const customer = customers.get(pickup.customerId);
      if (!customer) continue;
      const drafts = (await draftPickupItems(db, pickup.id, customer, fuelCharge)) ?? [];
      billedCents += invoiceTotals(drafts, 0).totalAmt;
    }
    return projectFrom(billedCents, latest.length, waiting);
  },

  /** A company's invoices with a balance, oldest due first, and what it owes in all. */
  async openInvoices<D>(db: Kysely<D>, customerId: number, limit: number): Promise<{ invoices: OpenInvoice[]; balance: number }> {
    const open = own(db)
      .selectFrom('invoices')
      .where('customerId', '=', customerId)
      .where('voidedAt', 'is', null)
      .where(sql<boolean>`balance > 0`);
    const rows = await open
      .select(['id', 'invoiceNum', 'invoiceDate', 'dueDate', 'balance'])
      .orderBy('dueDate')
      .orderBy('id')
      .limit(limit)
      .execute();
    const sum = await open.select(sql<string>`coalesce(sum(balance), 0)`.as('balance')).executeTakeFirstOrThrow();
    return { invoices: rows.map((row) => ({ ...row, balance: cents(row.balance) })), balance: cents(sum.balance) };
  },
};
