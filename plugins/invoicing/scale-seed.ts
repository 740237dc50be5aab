import { sql, type Kysely } from 'kysely';
import { addDays } from '../../shared/dates.ts';
import { customersService, type Customer } from '../customers/index.ts';
import type { ScalePickup } from '../pickups/index.ts';
import { sampleTypesService, type SampleType } from '../sample-types/index.ts';
import type { InvoicingDatabase } from './invoices.table.ts';
import { daysBetween, dueDate, expectedInvoiceDate } from './rules/dates.ts';
import { centsToDecimal, lineAmount, toCents, type Cents } from './rules/money.ts';
import { rateFor, TRIP_CHARGE_DESCRIPTION } from './rules/rates.ts';
import { invoiceTotals } from './rules/totals.ts';

/** An invoice of the scale data, before it is written: its pickup's rows in cents. */
interface ScaleInvoice {
  pickup: ScalePickup;
  invoiceDate: string;
  dueDate: string;
  rows: ScaleInvoiceRow[];
  totalAmt: Cents;
  paymentsReceived: Cents;
}

interface ScaleInvoiceRow {
  kind: 'sample' | 'trip';
  sampleId: number | null;
  sampleTypeId: number | null;
  description: string;
  qty: number;
  rate: Cents;
}

/** Paid in full, for nine invoices in ten once they are a month past due; the rest still owe all. */
const PAID_AFTER_DAYS = 30;

/** The companies of the pickups, each read once. */
async function customersOf(db: Kysely<InvoicingDatabase>, pickups: readonly ScalePickup[]): Promise<Map<number, Customer>> {
  const customers = new Map<number, Customer>();
  for (const id of new Set(pickups.map((pickup) => pickup.customerId))) {
    const customer = await customersService.findCustomer(db, id);
    if (customer) customers.set(id, customer);
  }
  return customers;
}

/**
 * The invoice of an invoiced scale pickup, as the daily invoicing would have made it on the
 * pickup's expected date (the receive date a week on for a Manual company), never after today:
 * the customer's net terms, one row per sample set (its specimens at the set's rate, in the rate
 * order) and the trip charge.
 */
function scaleInvoice(
  pickup: ScalePickup,
  customer: Customer,
  types: Map<number, SampleType>,
  expected: string,
  today: string,
): ScaleInvoice {
  const rows: ScaleInvoiceRow[] = pickup.samples.map((sample) => {
    const type = types.get(sample.sampleTypeId);
    const rate = rateFor({
      customerRate: customer.sampleRates.find((negotiated) => negotiated.sampleTypeId === sample.sampleTypeId)?.rate ?? null,
      sampleRate: sample.rate,
      typeDefaultRate: type?.defaultRate ?? null,
      overrideDefault: false,
    });
    const description = `${type?.description ?? 'Sample set'} (${sample.sampleNum})`;
    return { kind: 'sample', sampleId: sample.id, sampleTypeId: sample.sampleTypeId, description, qty: sample.qty, rate };
  });
  const trip = toCents(pickup.tripCharge);
  if (trip > 0) rows.push({ kind: 'trip', sampleId: null, sampleTypeId: null, description: TRIP_CHARGE_DESCRIPTION, qty: 1, rate: trip });
  const invoiceDate = expected < today ? expected : today;
  const due = dueDate(invoiceDate, customer.netTerms?.days ?? 0);
  const { totalAmt } = invoiceTotals(
    rows.map((row) => ({ ...row, discountAmt: 0 })),
    0,
  );
  const paid = daysBetween(due, today) > PAID_AFTER_DAYS && pickup.id % 10 !== 0;
  return { pickup, invoiceDate, dueDate: due, rows, totalAmt, paymentsReceived: paid ? totalAmt : 0 };
}

/**
 * Invoicing's part of a `portal pickups seed-scale` batch, in its transaction: the expected
 * invoice date of each received pickup (as on receipt) and an invoice for each invoiced one,
 * noted with the run's stamp. Numbers come from the invoices' sequence, so runs add up.
 */
export async function seedScaleInvoices(
  db: Kysely<InvoicingDatabase>,
  batch: { stamp: string; pickups: readonly ScalePickup[] },
  today: string,
): Promise<void> {
  const received = batch.pickups.filter((pickup) => pickup.receiveDate !== null);
  if (received.length === 0) return;
  const customers = await customersOf(db, received);
  const typeIds = [...new Set(received.flatMap((pickup) => pickup.samples.map((sample) => sample.sampleTypeId)))];
  const types = new Map((await sampleTypesService.findSampleTypes(db, typeIds)).map((type) => [type.id, type]));
  const expected = received.flatMap((pickup) => {
    const customer = customers.get(pickup.customerId);
    const { receiveDate } = pickup;
    if (!customer || receiveDate === null) return [];
    const pickupDate = pickup.actualPickupDate ?? pickup.schedPickupDate;
    return [{ pickup, customer, receiveDate, date: expectedInvoiceDate(customer.invoiceFrequency, { pickupDate, receiveDate }) }];
  });
  await sql`
    insert into expected_invoice_dates (pickup_id, expected_date, invoice_frequency)
    select * from unnest(${expected.map((row) => row.pickup.id)}::int[], ${expected.map((row) => row.date)}::date[],
      ${expected.map((row) => row.customer.invoiceFrequency)}::text[])`.execute(db);

  const invoices = expected
    .filter((row) => row.pickup.status === 'invoiced')
    .map((row) => scaleInvoice(row.pickup, row.customer, types, row.date ?? addDays(row.receiveDate, 7), today));
  if (invoices.length === 0) return;
  const money = (cents: (invoice: ScaleInvoice) => Cents) => invoices.map((invoice) => centsToDecimal(cents(invoice)));
  const { rows: written } = await sql<{ id: number; pickupId: number }>`
    insert into invoices (customer_id, pickup_id, invoice_date, due_date, total_amt, payments_received, balance, notes)
    select * from unnest(${invoices.map((invoice) => invoice.pickup.customerId)}::int[], ${invoices.map((invoice) => invoice.pickup.id)}::int[],
      ${invoices.map((invoice) => invoice.invoiceDate)}::date[], ${invoices.map((invoice) => invoice.dueDate)}::date[],
      ${money((invoice) => invoice.totalAmt)}::numeric[], ${money((invoice) => invoice.paymentsReceived)}::numeric[],
      ${money((invoice) => invoice.totalAmt - invoice.paymentsReceived)}::numeric[],
      ${invoices.map(() => `Scale data, run ${batch.stamp}`)}::text[])
    returning id, pickup_id`.execute(db);
  const invoiceOf = new Map(written.map((row) => [row.pickupId, row.id]));

  const rows = invoices.flatMap((invoice) =>
    invoice.rows.map((row, sortOrder) => ({
      ...row,
      invoiceId: invoiceOf.get(invoice.pickup.id)!,
      pickupId: invoice.pickup.id,
      sortOrder,
    })),
  );
  await sql`
    insert into invoice_items (invoice_id, kind, pickup_id, sample_id, sample_type_id, description, qty, rate, amount, sort_order)
    select * from unnest(${rows.map((row) => row.invoiceId)}::int[], ${rows.map((row) => row.kind)}::text[],
      ${rows.map((row) => row.pickupId)}::int[], ${rows.map((row) => row.sampleId)}::int[], ${rows.map((row) => row.sampleTypeId)}::int[],
      ${rows.map((row) => row.description)}::text[], ${rows.map((row) => row.qty)}::numeric[],
      ${rows.map((row) => centsToDecimal(row.rate))}::numeric[], ${rows.map((row) => centsToDecimal(lineAmount(row.qty, row.rate)))}::numeric[],
      ${rows.map((row) => row.sortOrder)}::int[])`.execute(db);
}
