import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { dialectsUnderTest } from '../../testing/databases.ts';
import type { TestPortal } from '../../testing/portal.ts';
import { call, seedPickupsAtScale, type Json } from '../pickups/test-support.ts';
import { dbOf, invoicingPortal } from './test-support.ts';

interface ScaleInvoices {
  pickups: number;
  invoiced: number;
  invoices: number;
  invoicedWithoutInvoice: number;
  invoicesOfUninvoiced: number;
  received: number;
  expectedDates: number;
  minItems: number;
  maxItems: number;
  wrongTotals: number;
  wrongBalances: number;
  misdated: number;
  paid: number;
  unpaid: number;
  span: number;
  stamps: number;
}

/** What the scale run made of invoicing's records for the pickups after `after`. */
async function scaleInvoices(t: TestPortal, after: number): Promise<ScaleInvoices> {
  const { rows } = await sql<ScaleInvoices>`
    with scale as (select p.*, st.code from pickups p join pickup_statuses st on st.id = p.pickup_status_id where p.id > ${after}),
    made as (select v.* from invoices v join scale on scale.id = v.pickup_id),
    counted as (select made.id, count(i.id) as items, sum(i.amount - i.discount_amt) as amount
      from made left join invoice_items i on i.invoice_id = made.id group by made.id)
    select
      (select count(*) from scale)::int as pickups,
      (select count(*) from scale where code = 'invoiced' and invoiced)::int as invoiced,
      (select count(*) from made)::int as invoices,
      (select count(*) from scale where code = 'invoiced' and not exists (select 1 from made where made.pickup_id = scale.id))::int
        as invoiced_without_invoice,
      (select count(*) from made join scale on scale.id = made.pickup_id where scale.code <> 'invoiced')::int as invoices_of_uninvoiced,
      (select count(*) from scale where receive_date is not null)::int as received,
      (select count(*) from expected_invoice_dates e join scale on scale.id = e.pickup_id)::int as expected_dates,
      (select min(items) from counted)::int as min_items,
      (select max(items) from counted)::int as max_items,
      (select count(*) from made join counted on counted.id = made.id where made.total_amt <> counted.amount)::int as wrong_totals,
      (select count(*) from made where balance <> total_amt - payments_received)::int as wrong_balances,
      (select count(*) from made join scale on scale.id = made.pickup_id
        where made.invoice_date < scale.receive_date or made.invoice_date > current_date + 1 or made.due_date < made.invoice_date)::int
        as misdated,
      (select count(*) from made where balance = 0 and total_amt > 0)::int as paid,
      (select count(*) from made where balance > 0)::int as unpaid,
      (select max(invoice_date) - min(invoice_date) from made)::int as span,
      (select count(distinct notes) from made where notes like 'Scale data, run %')::int as stamps`.execute(dbOf(t));
  return rows[0]!;
}

const lastPickupId = async (t: TestPortal) =>
  (
    await dbOf(t)
      .selectFrom('pickups')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirstOrThrow()
  ).id ?? 0;

describe.each(dialectsUnderTest())('portal pickups seed-scale with invoicing on %s', (kind) => {
  let t: TestPortal;
  let admin: string;
  /** The last pickup before the first run's. */
  let before: number;
  beforeAll(async () => {
    t = await invoicingPortal(kind);
    admin = (await t.signIn('admin@demo.lab')).token;
    vi.spyOn(console, 'log').mockImplementation(() => {});
  });
  afterAll(() => t.close());

  it('invoices about four in five of the scale pickups, one invoice each from its sets and trip, over three years', async () => {
    before = await lastPickupId(t);
    await seedPickupsAtScale(t.portal.contextOf('pickups'), 100);
    const made = await scaleInvoices(t, before);
    expect(made).toMatchObject({ pickups: 100, invoicedWithoutInvoice: 0, invoicesOfUninvoiced: 0, wrongTotals: 0, wrongBalances: 0 });
    expect(made).toMatchObject({ misdated: 0, stamps: 1, expectedDates: made.received, invoices: made.invoiced });
    expect(made.invoices).toBeGreaterThanOrEqual(65);
    expect(made.invoices).toBeLessThanOrEqual(95);
    // One row per sample set (1-4) and the trip charge when there is one.
    expect(made.minItems).toBeGreaterThanOrEqual(1);
    expect(made.maxItems).toBeLessThanOrEqual(5);
    expect(made.paid).toBeGreaterThan(0);
    expect(made.unpaid).toBeGreaterThan(0);
    expect(made.span).toBeGreaterThan(365);
  });

  it('answers the scale invoices on the invoices list and an invoice page', async () => {
    const list = await call(t, '/api/invoices?limit=50&sort=invoiceDate:desc', { token: admin });
    expect(list.status).toBe(200);
    const rows = list.body.rows as Json[];
    expect(rows).toHaveLength(50);
    const scale = rows.find((row) => row.pickupId > before);
    expect(scale).toBeDefined();
    const page = await call<{ invoice: Json }>(t, `/api/invoices/${scale!.id}`, { token: admin });
    expect(page.status).toBe(200);
    expect(page.body.invoice).toMatchObject({ id: scale!.id, totalAmt: scale!.totalAmt });
    expect((page.body.invoice.invoiceItems as Json[]).length).toBeGreaterThan(0);
  });

  it('adds more on a second run, numbered on and stamped with that run', async () => {
    const second = await lastPickupId(t);
    const first = await scaleInvoices(t, 0);
    await seedPickupsAtScale(t.portal.contextOf('pickups'), 30);
    const added = await scaleInvoices(t, second);
    expect(added).toMatchObject({ pickups: 30, invoicedWithoutInvoice: 0, stamps: 1 });
    expect(added.invoices).toBeGreaterThan(0);
    const all = await scaleInvoices(t, 0);
    expect(all.invoices).toBe(first.invoices + added.invoices);
    expect(all.stamps).toBe(2);
    const { rows } = await sql<{ numbers: number; invoices: number }>`
      select count(distinct invoice_num)::int as numbers, count(*)::int as invoices from invoices`.execute(dbOf(t));
    expect(rows[0]!.numbers).toBe(rows[0]!.invoices);
  });
});
