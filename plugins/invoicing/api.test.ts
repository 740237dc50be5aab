import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, labToday } from '../../shared/dates.ts';
import { STALE_RECORD_MESSAGE } from '../../core/db/versioned.ts';
import { dialectsUnderTest } from '../../testing/databases.ts';
import { pdfText } from '../../testing/pdf-text.ts';
import type { TestPortal } from '../../testing/portal.ts';
import { searchTextMismatches } from '../../testing/search-text.ts';
import { call, demoFacts, pickupJson, type Json } from '../pickups/test-support.ts';
import { chooseNotices } from '../customers/test-support.ts';
import { invoicesTableModel } from './invoices.model.ts';
import { dbOf, invoicingPortal } from './test-support.ts';

type Facts = Awaited<ReturnType<typeof demoFacts>>;

describe.each(dialectsUnderTest())('invoices on %s', (kind) => {
  let t: TestPortal;
  let admin: string;
  let customerToken: string;
  let facts: Facts;
  let today: string;

  beforeAll(async () => {
    t = await invoicingPortal(kind, { fuelCharge: 12.5 });
    admin = (await t.signIn('admin@demo.lab')).token;
    customerToken = (await t.signIn('customer@demo.lab')).token;
    facts = await demoFacts(t);
    today = labToday(t.config.labTimeZone);
    const db = dbOf(t);
    // The demo company: $20 cylinders with every 4th free, fuel charged, reminders from 30 days.
    await db.deleteFrom('customerSampleRates').where('customerId', '=', facts.customerId).execute();
    await db
      .insertInto('customerSampleRates')
      .values({ customerId: facts.customerId, sampleTypeId: facts.cylinder.id, rate: 20, bogoInterval: 3 })
      .execute();
    await db.updateTable('customers').set({ fuelCharge: true, invoiceReminder: 30 }).where('id', '=', facts.customerId).execute();
  });
  afterAll(() => t.close());

  const receivedPickup = async (
    samples: Json[] = [{ sampleTypeId: facts.cylinder.id, qty: 5, castDate: '2026-11-20' }],
    overrides: Json = {},
  ) => {
    const created = await call(t, '/api/pickups', { token: admin, json: pickupJson(facts, { samples, ...overrides }) });
    expect(created.status).toBe(201);
    const pickup = created.body.pickup as Json;
    const received = await call(t, `/api/pickups/receive/${pickup.id}`, {
      token: admin,
      method: 'PUT',
      json: { samples: (pickup.samples as Json[]).map((sample) => ({ id: sample.id, actualQty: sample.qty })) },
    });
    expect(received.status).toBe(200);
    return received.body.pickup as Json;
  };
  const generate = (pickupId: number, token = admin) => call(t, `/api/pickups/invoice/${pickupId}`, { token });
  const outbox = (to: string) => dbOf(t).selectFrom('mailOutbox').selectAll().where('toAddress', '=', to).orderBy('id').execute();

  it('generates the invoice of a received pickup once: rows, totals, due date, the pickup invoiced, the mail with its PDF', async () => {
    const pickup = await receivedPickup();
    const answer = await generate(pickup.id);
    expect(answer.status).toBe(200);
    const invoice = answer.body.invoice as Json;
    expect(answer.body.message).toBe('Invoice has been created and sent to the customer');
    const days = invoice.Customer.NetTerm.days as number;
    expect(invoice).toMatchObject({
      pickupId: pickup.id,
      invoiceDate: today,
      dueDate: addDays(today, days),
      // 5 cylinders at $20, the 4th free; $25 trip charge; $12.50 fuel charge.
      totalAmt: 117.5,
      balance: 117.5,
      lateFee: 0,
      Customer: { id: facts.customerId, NetTerm: { term: expect.any(String) } },
    });
    expect((invoice.invoiceItems as Json[]).map((item) => [item.description, item.qty, item.rate, item.amount, item.discountAmt])).toEqual([
      ...[1, 2, 3, 4, 5].map((n) => [`${facts.cylinder.description} ${pickup.pickupNumber}.1.${n}`, 1, 20, 20, n === 4 ? 20 : 0]),
      ['Trip Charge', 1, 25, 25, 0],
      ['Fuel Charge', 1, 12.5, 12.5, 0],
    ]);
    expect(invoice.invoiceItems[0]).toMatchObject({
      override: false,
      pickupId: pickup.id,
      Pickup: { pickupNumber: pickup.pickupNumber },
      Specimen: { sampleType: facts.cylinder.description, specimenNum: `${pickup.pickupNumber}.1.1`, castDate: '2026-11-20' },
    });
    const after = await call(t, `/api/pickups/${pickup.id}`, { token: admin });
    expect(after.body.pickup).toMatchObject({ invoiced: true, PickupStatus: { code: 'invoiced' } });

    const mails = await outbox(invoice.Customer.contactEmail);
    const mail = mails.find((row) => row.subject === `Invoice ${invoice.invoiceNum}`)!;
    expect(mail.attachments[0]).toMatchObject({ filename: `invoice-${invoice.invoiceNum}.pdf`, contentType: 'application/pdf' });
    const { text } = await pdfText(Buffer.from(mail.attachments[0]!.content, 'base64'));
    expect(text).toContain(`Invoice ${invoice.invoiceNum}`);
    expect(text).toContain('$117.50');

    const again = await generate(pickup.id);
    expect(again.status).toBe(200);
    expect(again.body.invoice).toMatchObject({ id: invoice.id, invoiceNum: invoice.invoiceNum });
    expect(again.body.message).toBeUndefined();
    expect(await dbOf(t).selectFrom('invoices').select('id').where('pickupId', '=', pickup.id).execute()).toHaveLength(1);
  });

  it('numbers invoices generated at the same time uniquely and in order; one pickup asked for twice at once gets one invoice', async () => {
    const pickups = await Promise.all(
      [1, 2, 3, 4].map(() => receivedPickup([{ sampleTypeId: facts.cylinder.id, qty: 1, castDate: '2026-11-20' }])),
    );
    const answers = await Promise.all([...pickups, pickups[0]!].map((pickup) => generate(pickup.id)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    const invoices = answers.map((answer) => answer.body.invoice as Json);
    expect(invoices[4]!.id).toBe(invoices[0]!.id);
    const numbers = invoices.slice(0, 4).map((invoice) => invoice.invoiceNum as number);
    expect(new Set(numbers).size).toBe(4);
    const byId = [...invoices.slice(0, 4)].sort((a, b) => a.id - b.id).map((invoice) => invoice.invoiceNum);
    expect(byId).toEqual([...byId].sort((a, b) => a - b));
  });

  it('refuses a pickup not received yet, and answers 404 for one that does not exist', async () => {
    const created = await call(t, '/api/pickups', { token: admin, json: pickupJson(facts) });
    expect(await generate((created.body.pickup as Json).id)).toMatchObject({
      status: 422,
      body: { error: 'Only a received pickup can be invoiced' },
    });
    expect((await generate(99_999_999)).status).toBe(404);
  });

  it('saves an edited row as overridden with amount = qty × rate, recomputes total and balance, mails the update; a stale save is a 409', async () => {
    const pickup = await receivedPickup([{ sampleTypeId: facts.cylinder.id, qty: 2, castDate: '2026-11-20' }]);
    const invoice = (await generate(pickup.id)).body.invoice as Json;
    const items = (invoice.invoiceItems as Json[]).map(({ id, description, qty, rate, discountAmt, notes }) => ({
      id,
      description,
      qty,
      rate,
      discountAmt,
      notes,
    }));
    items[0] = { ...items[0]!, qty: 3, rate: 22.5 };
    const saved = await call<Json>(t, `/api/invoices/${invoice.id}`, {
      token: admin,
      method: 'PUT',
      json: { version: invoice.version, paymentsReceived: 50, invoiceItems: items },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('Invoice has been saved');
    // 3 × $22.50 + $20 + $25 trip + $12.50 fuel = $125.00; $50 paid.
    expect(saved.body.invoice).toMatchObject({ totalAmt: 125, paymentsReceived: 50, balance: 75, version: invoice.version + 1 });
    expect(saved.body.invoice.invoiceItems[0]).toMatchObject({ qty: 3, rate: 22.5, amount: 67.5, override: true });
    expect(saved.body.invoice.invoiceItems[1]).toMatchObject({ override: false });
    const mails = await outbox(invoice.Customer.contactEmail);
    expect(mails.some((mail) => mail.subject === `Updated invoice ${invoice.invoiceNum}`)).toBe(true);

    const stale = await call(t, `/api/invoices/${invoice.id}`, {
      token: admin,
      method: 'PUT',
      json: { version: invoice.version, notes: 'late' },
    });
    expect(stale).toMatchObject({ status: 409, body: { error: STALE_RECORD_MESSAGE } });
    const bad = await call(t, `/api/invoices/${invoice.id}`, {
      token: admin,
      method: 'PUT',
      json: { invoiceItems: [{ description: '', qty: -1, rate: 1e9 }] },
    });
    expect(bad.status).toBe(400);
  });

  it('follows a pickup saved with changes to what it bills: rows not overridden are billed again, overridden ones stay', async () => {
    const pickup = await receivedPickup([{ sampleTypeId: facts.cylinder.id, qty: 2, castDate: '2026-11-20' }]);
    const invoice = (await generate(pickup.id)).body.invoice as Json;
    const items = (invoice.invoiceItems as Json[]).map(({ id, description, qty, rate, discountAmt, notes }) => ({
      id,
      description,
      qty,
      rate,
      discountAmt,
      notes,
    }));
    items[0] = { ...items[0]!, rate: 30 };
    const edited = await call(t, `/api/invoices/${invoice.id}`, { token: admin, method: 'PUT', json: { invoiceItems: items } });
    expect(edited.status).toBe(200);
    const current = (await call(t, `/api/pickups/${pickup.id}`, { token: admin })).body.pickup as Json;
    const saved = await call(t, `/api/pickups/${pickup.id}?updateInvoice=true`, {
      token: admin,
      method: 'PUT',
      json: pickupJson(facts, { samples: current.samples, tripCharge: 40, version: current.version }),
    });
    expect(saved.status).toBe(200);
    const after = (await call(t, `/api/invoices/${invoice.id}`, { token: admin })).body.invoice as Json;
    expect((after.invoiceItems as Json[]).map((item) => [item.description, item.amount, item.override])).toEqual([
      [`${facts.cylinder.description} ${pickup.pickupNumber}.1.1`, 30, true],
      [`${facts.cylinder.description} ${pickup.pickupNumber}.1.2`, 20, false],
      ['Trip Charge', 40, false],
      ['Fuel Charge', 12.5, false],
    ]);
    expect(after.totalAmt).toBe(102.5);
  });

  it('deletes an invoice never sent and sends its pickup back to received', async () => {
    // Not mailed on its own (decision 084), so it never left the lab and may still be deleted (decision 190).
    await dbOf(t).updateTable('customers').set({ sendInvoices: false }).where('id', '=', facts.customerId).execute();
    const pickup = await receivedPickup();
    const invoice = (await generate(pickup.id)).body.invoice as Json;
    await dbOf(t).updateTable('customers').set({ sendInvoices: true }).where('id', '=', facts.customerId).execute();
    const reason = encodeURIComponent('Generated before the pickup was corrected');
    expect(await call(t, `/api/invoices/${invoice.id}?reason=${reason}`, { token: admin, method: 'DELETE' })).toMatchObject({
      status: 200,
      body: { message: 'Invoice has been deleted' },
    });
    expect((await call(t, `/api/invoices/${invoice.id}`, { token: admin })).status).toBe(404);
    const after = await call(t, `/api/pickups/${pickup.id}`, { token: admin });
    expect(after.body.pickup).toMatchObject({ invoiced: false, PickupStatus: { code: 'received' } });
  });

  it('creates a manual invoice, lists unpaid ones by due date, sends it and a reminder, and totals them', async () => {
    const created = await call(t, '/api/invoices', {
      token: admin,
      json: {
        customerId: facts.customerId,
        invoiceDate: '2025-12-16',
        dueDate: '2026-01-15',
        invoiceItems: [{ description: 'Consulting', qty: 2, rate: 75 }],
      },
    });
    expect(created.status).toBe(201);
    const invoice = created.body.invoice as Json;
    expect(invoice).toMatchObject({
      dueDate: '2026-01-15',
      totalAmt: 150,
      balance: 150,
      pickupId: null,
      invoiceItems: [{ kind: 'manual', amount: 150, override: true }],
    });
    const list = await call<Json>(t, '/api/invoices?outstanding=true&sort=dueDate:ASC', { token: admin });
    expect(list.status).toBe(200);
    expect(list.body.rows[0]).toMatchObject({ id: invoice.id, dueDate: '2026-01-15' });
    expect((list.body.rows as Json[]).every((row) => row.balance > 0)).toBe(true);
    expect(await call(t, `/api/invoices/send/${invoice.id}`, { token: admin })).toMatchObject({
      status: 200,
      body: { message: 'Invoice has been sent' },
    });
    expect(await call(t, `/api/invoices/sendReminder/${invoice.id}`, { token: admin })).toMatchObject({
      status: 200,
      body: { message: 'Invoice reminder has been sent' },
    });
    const mails = await outbox(invoice.Customer.contactEmail);
    expect(mails.some((mail) => mail.subject === `Reminder: invoice ${invoice.invoiceNum} is past due`)).toBe(true);
    const stats = await call<Json>(t, '/api/invoices/stats?startDate=2000-01-01&endDate=2100-01-01', { token: admin });
    expect(stats.body.stats.overdue).toBeGreaterThanOrEqual(150);
    expect(stats.body.stats.invoiced).toBeGreaterThanOrEqual(stats.body.stats.outstanding);
    expect((await call(t, '/api/invoices', { token: admin, json: { dueDate: 'soon' } })).body.fields).toMatchObject({
      customerId: 'Choose a customer',
      dueDate: expect.any(String),
    });
  });

  it('exports the list as CSV through the shared table export: outstanding=true keeps unpaid ones, a customer gets its own', async () => {
    await call(t, '/api/invoices', {
      token: admin,
      json: { customerId: facts.customerId, dueDate: '2026-12-31', invoiceItems: [{ description: 'Coring', qty: 1, rate: 90 }] },
    });
    const json = await call<Json>(t, '/api/invoices?outstanding=true&limit=500', { token: admin });
    const csv = await t.request('/api/invoices?outstanding=true&sort=dueDate:ASC&format=csv', { token: admin });
    expect([csv.status, csv.headers.get('content-type')]).toEqual([200, 'text/csv; charset=utf-8']);
    const [header, ...lines] = (await csv.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    // One column per fact: no internal ids, no second invoice-number column.
    expect(header!.split(',')).toEqual(['Invoice #', 'Customer', 'Invoice Date', 'Due Date', 'Total', 'Balance', 'Late Fee', 'Status']);
    expect(lines).toHaveLength(json.body.count as number);
    const mine = await t.request('/api/invoices?format=csv', { token: customerToken });
    const companies = new Set(
      (await mine.text())
        .trim()
        .split(/\r?\n/)
        .slice(1)
        .map((line) => line.split(',')[1]),
    );
    expect(companies.size).toBe(1);
    expect(await call(t, '/api/invoices?outstanding=maybe', { token: admin })).toMatchObject({
      status: 400,
      body: { fields: { outstanding: 'outstanding must be true or false' } },
    });
  });

  it('mails nothing on its own to a customer without sendInvoices; Send still mails when the office asks', async () => {
    await dbOf(t).updateTable('customers').set({ sendInvoices: false }).where('id', '=', facts.customerId).execute();
    try {
      const pickup = await receivedPickup();
      const answer = await generate(pickup.id);
      expect(answer.body.message).toBe('Invoice has been created');
      const invoice = answer.body.invoice as Json;
      const subjects = async () =>
        (await outbox(invoice.Customer.contactEmail))
          .map((mail) => mail.subject)
          .filter((subject) => subject.includes(`${invoice.invoiceNum}`));
      expect(await subjects()).toEqual([]);
      const edited = await call(t, `/api/invoices/${invoice.id}`, {
        token: admin,
        method: 'PUT',
        json: { version: invoice.version, notes: 'Checked' },
      });
      expect(edited.status).toBe(200);
      expect(await subjects()).toEqual([]);
      expect((await call(t, `/api/invoices/send/${invoice.id}`, { token: admin })).body.message).toBe('Invoice has been sent');
      expect(await subjects()).toHaveLength(1);
    } finally {
      await dbOf(t).updateTable('customers').set({ sendInvoices: true }).where('id', '=', facts.customerId).execute();
    }
  });

  it('mails no new or updated invoice to a billing e-mail whose user turned "Invoice issued" off; Send, reminders still go', async () => {
    const before = await dbOf(t)
      .selectFrom('customers')
      .select('contactEmail')
      .where('id', '=', facts.customerId)
      .executeTakeFirstOrThrow();
    await dbOf(t).updateTable('customers').set({ contactEmail: 'customer@demo.lab' }).where('id', '=', facts.customerId).execute();
    await chooseNotices(t, 'customer@demo.lab', { invoiceIssued: false });
    try {
      const answer = await generate((await receivedPickup()).id);
      expect(answer.body.message).toBe('Invoice has been created');
      const invoice = answer.body.invoice as Json;
      const subjects = async () =>
        (await outbox('customer@demo.lab')).map((mail) => mail.subject).filter((subject) => subject.includes(`${invoice.invoiceNum}`));
      expect(await subjects()).toEqual([]);
      const edited = await call(t, `/api/invoices/${invoice.id}`, {
        token: admin,
        method: 'PUT',
        json: { version: invoice.version, notes: 'Checked' },
      });
      expect(edited.status).toBe(200);
      expect(await subjects()).toEqual([]);
      expect((await call(t, `/api/invoices/send/${invoice.id}`, { token: admin })).body.message).toBe('Invoice has been sent');
      expect(await subjects()).toEqual([`Invoice ${invoice.invoiceNum}`]);
      expect((await call(t, `/api/invoices/sendReminder/${invoice.id}`, { token: admin })).status).toBe(200);
      expect(await subjects()).toHaveLength(2);
    } finally {
      await chooseNotices(t, 'customer@demo.lab', { invoiceIssued: true });
      await dbOf(t).updateTable('customers').set({ contactEmail: before.contactEmail }).where('id', '=', facts.customerId).execute();
    }
  });

  it('shows a customer its own invoices only, whatever id it asks for', async () => {
    const other = await dbOf(t)
      .selectFrom('customers')
      .select('id')
      .where('id', '!=', facts.customerId)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const theirs = (await call(t, '/api/invoices', { token: admin, json: { customerId: other.id, dueDate: '2026-12-31' } })).body
      .invoice as Json;
    const list = await call(t, '/api/invoices?limit=500', { token: customerToken });
    expect(list.status).toBe(200);
    expect((list.body.rows as Json[]).every((row) => row.customerId === facts.customerId)).toBe(true);
    expect((list.body.rows as Json[]).length).toBeGreaterThan(0);
    expect((await call(t, `/api/invoices/${theirs.id}`, { token: customerToken })).status).toBe(404);
  });

  it("keeps each invoice's search text as the list's own search fields give it", async () => {
    expect(await dbOf(t).selectFrom('invoices').select('id').execute()).not.toHaveLength(0);
    expect(await searchTextMismatches(t.db, invoicesTableModel)).toBe(0);
  });
});
