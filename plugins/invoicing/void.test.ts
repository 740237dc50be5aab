import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, labToday } from '../../shared/dates.ts';
import { dialectsUnderTest } from '../../testing/databases.ts';
import { pdfText } from '../../testing/pdf-text.ts';
import type { TestPortal } from '../../testing/portal.ts';
import { call, demoFacts, pickupJson, type Json } from '../pickups/test-support.ts';
import { invoiceDuePickups } from './collections.service.ts';
import type { InvoicingDeps } from './invoices.service.ts';
import { invoicingRevenue } from './revenue.ts';
import { statementOf } from './statements.service.tsx';
import { dbOf, invoicingPortal } from './test-support.ts';

type Facts = Awaited<ReturnType<typeof demoFacts>>;
const REASON = 'Billed at the wrong rate; re-invoiced at the contract rate';

describe.each(dialectsUnderTest())('invoices keep their history on %s', (kind) => {
  let t: TestPortal;
  let admin: string;
  let cs: string;
  let customer: string;
  let facts: Facts;
  let today: string;
  let billing: string;

  beforeAll(async () => {
    t = await invoicingPortal(kind, { fuelCharge: 12.5 });
    admin = (await t.signIn('admin@demo.lab')).token;
    cs = (await t.signIn('cs@demo.lab')).token;
    customer = (await t.signIn('customer@demo.lab')).token;
    facts = await demoFacts(t);
    today = labToday(t.config.labTimeZone);
    const company = await dbOf(t)
      .selectFrom('customers')
      .select('contactEmail')
      .where('id', '=', facts.customerId)
      .executeTakeFirstOrThrow();
    billing = company.contactEmail;
  });
  afterAll(() => t.close());

  const receivedPickup = async () => {
    const samples = [{ sampleTypeId: facts.cylinder.id, qty: 2, castDate: '2026-11-20' }];
    const created = await call(t, '/api/pickups', { token: admin, json: pickupJson(facts, { samples }) });
    const pickup = created.body.pickup as Json;
    const received = await call(t, `/api/pickups/receive/${pickup.id}`, {
      token: admin,
      method: 'PUT',
      json: { samples: (pickup.samples as Json[]).map((sample) => ({ id: sample.id, actualQty: sample.qty })) },
    });
    expect(received.status).toBe(200);
    return received.body.pickup as Json;
  };
  const generate = async (pickupId: number) => (await call(t, `/api/pickups/invoice/${pickupId}`, { token: admin })).body.invoice as Json;
  const invoiceOf = async (id: number, token = admin) => (await call(t, `/api/invoices/${id}`, { token })).body.invoice as Json;
  const voidIt = (id: number, token = admin, reason = REASON) =>
    call(t, `/api/invoices/${id}/void`, { token, method: 'POST', json: { reason } });
  const deleteIt = (id: number, reason = 'Created for the wrong customer by mistake') =>
    call(t, `/api/invoices/${id}?reason=${encodeURIComponent(reason)}`, { token: admin, method: 'DELETE' });
  const auditRows = async () =>
    (await call<{ rows: Json[] }>(t, '/api/invoices/audit', { token: admin })).body.rows.filter((row) =>
      ['invoice-void', 'invoice-delete'].includes(row.data.emailType),
    );
  const mailsAbout = (subject: string) =>
    dbOf(t).selectFrom('mailOutbox').selectAll().where('toAddress', '=', billing).where('subject', '=', subject).execute();

  it('refuses to delete an invoice that was sent, and says to void it; nothing changes', async () => {
    const pickup = await receivedPickup();
    const invoice = await generate(pickup.id);
    expect(await deleteIt(invoice.id)).toEqual({
      status: 422,
      body: { status: 'error', error: 'An invoice that was sent cannot be deleted: void it instead' },
    });
    expect((await invoiceOf(invoice.id)).version).toBe(invoice.version);
    const after = (await call(t, `/api/pickups/${pickup.id}`, { token: admin })).body.pickup as Json;
    expect(after).toMatchObject({ invoiced: true });
  });

  it('refuses to delete an invoice with money received on it, even one never mailed, naming every reason', async () => {
    const manual = async () =>
      (
        await call<Json>(t, '/api/invoices', {
          token: admin,
          json: { customerId: facts.customerId, invoiceItems: [{ description: 'Coring', qty: 1, rate: 90 }] },
        })
      ).body.invoice as Json;
    const pay = (invoice: Json) =>
      call(t, `/api/invoices/${invoice.id}`, { token: admin, method: 'PUT', json: { version: invoice.version, paymentsReceived: 40 } });
    await dbOf(t).updateTable('customers').set({ sendInvoices: false }).where('id', '=', facts.customerId).execute();
    try {
      const unmailed = await manual();
      expect((await pay(unmailed)).status).toBe(200);
      expect((await deleteIt(unmailed.id)).body.error).toBe('An invoice that was paid cannot be deleted: void it instead');
    } finally {
      await dbOf(t).updateTable('customers').set({ sendInvoices: true }).where('id', '=', facts.customerId).execute();
    }
    // Updated with the customer taking invoices by mail, the invoice was mailed too.
    const mailed = await manual();
    await pay(mailed);
    expect((await deleteIt(mailed.id)).body.error).toBe('An invoice that was sent and paid cannot be deleted: void it instead');
  });

  it('deletes an invoice that never left the lab, asking why; the audit dashboard shows who, when and why', async () => {
    await dbOf(t).updateTable('customers').set({ sendInvoices: false }).where('id', '=', facts.customerId).execute();
    try {
      const pickup = await receivedPickup();
      const invoice = await generate(pickup.id);
      expect(await call(t, `/api/invoices/${invoice.id}`, { token: admin, method: 'DELETE' })).toMatchObject({
        status: 400,
        body: { fields: { reason: 'Say why, in at least 10 characters' } },
      });
      expect(await deleteIt(invoice.id, 'too short')).toMatchObject({
        status: 400,
        body: { fields: { reason: 'Say why, in at least 10 characters' } },
      });
      expect(await deleteIt(invoice.id)).toEqual({ status: 200, body: { status: 'ok', message: 'Invoice has been deleted' } });
      expect((await call(t, `/api/invoices/${invoice.id}`, { token: admin })).status).toBe(404);
      const after = (await call(t, `/api/pickups/${pickup.id}`, { token: admin })).body.pickup as Json;
      expect(after).toMatchObject({ invoiced: false, PickupStatus: { code: 'received' } });
      const row = (await auditRows()).find((entry) => entry.invoiceNum === invoice.invoiceNum);
      expect(row).toMatchObject({
        type: 'other',
        data: { emailType: 'invoice-delete', by: 'Alex Admin', reason: 'Created for the wrong customer by mistake' },
        customerName: invoice.Customer.companyName,
        pickupNumber: pickup.pickupNumber,
      });
      expect(new Date(row!.createdAt).getTime()).toBeGreaterThan(Date.now() - 600_000);
    } finally {
      await dbOf(t).updateTable('customers').set({ sendInvoices: true }).where('id', '=', facts.customerId).execute();
    }
  });

  it('voids a paid invoice: number kept, VOID, out of balances, revenue and statements, a credit note, the pickup free to invoice again', async () => {
    const pickup = await receivedPickup();
    const invoice = await generate(pickup.id);
    // 2 cylinders at the demo rate, a $25.00 trip charge and the $12.50 fuel charge.
    const total = invoice.totalAmt as number;
    const month = { start: `${today.slice(0, 7)}-01`, end: addDays(today, 1) };
    const revenueBefore = await invoicingRevenue.invoicedBetween(t.db, month.start, month.end);
    const statsBefore = (await call<Json>(t, `/api/invoices/stats?startDate=${today}&endDate=${today}`, { token: admin })).body.stats;
    const paid = await call<Json>(t, `/api/invoices/${invoice.id}`, {
      token: admin,
      method: 'PUT',
      json: { version: invoice.version, paymentsReceived: 50 },
    });
    expect(paid.body.invoice).toMatchObject({ paymentsReceived: 50, balance: Math.round((total - 50) * 100) / 100 });
    const balanceBefore = (await statementOf(dbOf(t), facts.customerId, today)).balance;

    expect(await voidIt(invoice.id, admin, 'short')).toMatchObject({
      status: 400,
      body: { fields: { reason: 'Say why, in at least 10 characters' } },
    });
    const voided = await voidIt(invoice.id, cs);
    expect(voided.status).toBe(200);
    expect(voided.body.message).toBe('Invoice has been voided');
    expect(voided.body.invoice).toMatchObject({
      id: invoice.id,
      invoiceNum: invoice.invoiceNum,
      totalAmt: total,
      paymentsReceived: 50,
      balance: 0,
      voided: { reason: REASON, by: 'Casey Service', at: expect.any(String) },
      creditNotes: [{ amount: 50, issuedOn: today, creditNum: expect.any(Number) }],
    });

    // Out of the customer's balance and statement (the credit note is listed there), of revenue and the stats.
    const statement = await statementOf(dbOf(t), facts.customerId, today);
    expect(statement.balance).toBe(balanceBefore - Math.round((total - 50) * 100));
    expect(statement.invoices.map((row) => row.invoiceNum)).not.toContain(invoice.invoiceNum);
    expect(statement.credits).toContainEqual(expect.objectContaining({ invoiceNum: invoice.invoiceNum, amount: 5000 }));
    const creditNum = (voided.body.invoice as Json).creditNotes[0].creditNum as number;
    const statementPdf = await t.request(`/api/customers/statement/pdf/${facts.customerId}`, { token: customer });
    const statementText = (await pdfText(new Uint8Array(await statementPdf.arrayBuffer()))).text;
    expect(statementText).toContain('Credit notes');
    expect(statementText).toContain(`CN-${creditNum}`);
    const own = await (await t.request('/customers/invoices', { token: customer, headers: { accept: 'text/html' } })).text();
    expect(own).toContain(`CN-${creditNum} $50.00`);
    expect(await invoicingRevenue.invoicedBetween(t.db, month.start, month.end)).toBeCloseTo(revenueBefore - total, 2);
    const statsAfter = (await call<Json>(t, `/api/invoices/stats?startDate=${today}&endDate=${today}`, { token: admin })).body.stats;
    expect(statsAfter.invoiced).toBeCloseTo(statsBefore.invoiced - total, 2);
    expect(statsAfter.count).toBe(statsBefore.count - 1);
    const open = await invoicingRevenue.openInvoices(t.db, facts.customerId, 500);
    expect(open.invoices.map((row) => row.id)).not.toContain(invoice.id);
    const outstanding = await call<{ rows: Json[] }>(t, '/api/invoices?outstanding=true&limit=500', { token: admin });
    expect(outstanding.body.rows.map((row) => row.id)).not.toContain(invoice.id);
    const listed = await call<{ rows: Json[] }>(t, `/api/invoices?search=${invoice.invoiceNum}`, { token: admin });
    expect(listed.body.rows.find((row) => row.id === invoice.id)).toMatchObject({ status: 'VOID', invoiceNum: invoice.invoiceNum });

    // The pickup is received again, invoiced by hand only: the daily job leaves it, Generate makes a new number.
    await dbOf(t).updateTable('customers').set({ invoiceFrequency: 'Daily' }).where('id', '=', facts.customerId).execute();
    await invoiceDuePickups(t.portal.contextOf('invoicing') as unknown as InvoicingDeps, addDays(today, 60));
    expect((await call(t, `/api/pickups/${pickup.id}`, { token: admin })).body.pickup).toMatchObject({
      invoiced: false,
      PickupStatus: { code: 'received' },
    });
    const again = await generate(pickup.id);
    expect(again.id).not.toBe(invoice.id);
    expect(again.invoiceNum).toBeGreaterThan(invoice.invoiceNum);
    const pickupPage = await (await t.request(`/admin/pickups/${pickup.id}`, { token: admin, headers: { accept: 'text/html' } })).text();
    expect(pickupPage).toContain(`Invoice ${again.invoiceNum}<`);
    expect(pickupPage).toContain(`Invoice ${invoice.invoiceNum} (VOID)`);

    // Kept as it is: no second void, no edit, no delete.
    expect((await voidIt(invoice.id)).status).toBe(409);
    expect(await call(t, `/api/invoices/${invoice.id}`, { token: admin, method: 'PUT', json: { notes: 'changed' } })).toMatchObject({
      status: 422,
      body: { error: 'This invoice is void: it cannot be changed' },
    });
    expect((await deleteIt(invoice.id)).body.error).toBe('A void invoice is kept as it is: it cannot be deleted');

    // The customer is mailed the void invoice with its credit note, and a link to it on the portal.
    const [mail] = await mailsAbout(`Invoice ${invoice.invoiceNum} is void`);
    expect(mail!.html).toContain(`/customers/invoices/${invoice.id}`);
    expect(mail!.html).toContain('credit note CN-');
    const { text } = await pdfText(Buffer.from(mail!.attachments[0]!.content, 'base64'));
    expect(text).toContain(`Invoice ${invoice.invoiceNum} VOID`);
    // Sent again by the office, it still says it is void; there is nothing to remind of.
    expect((await call(t, `/api/invoices/send/${invoice.id}`, { token: admin })).status).toBe(200);
    expect(await mailsAbout(`Invoice ${invoice.invoiceNum} is void`)).toHaveLength(2);
    expect((await call(t, `/api/invoices/sendReminder/${invoice.id}`, { token: admin })).status).toBe(422);
    expect(text).toContain('$50.00 received on this invoice is credited to your account');

    // The audit dashboard: who voided it, when and why.
    expect((await auditRows()).find((row) => row.invoiceNum === invoice.invoiceNum)).toMatchObject({
      data: { emailType: 'invoice-void', by: 'Casey Service', reason: REASON },
      customerName: invoice.Customer.companyName,
    });
  });

  it('voids an unpaid invoice without a credit note; a customer and a stranger cannot void', async () => {
    const created = await call<Json>(t, '/api/invoices', {
      token: admin,
      json: { customerId: facts.customerId, invoiceItems: [{ description: 'Site visit', qty: 1, rate: 60 }] },
    });
    const invoice = created.body.invoice as Json;
    expect((await voidIt(invoice.id, customer)).status).toBe(403);
    expect((await voidIt(99_999_999)).status).toBe(404);
    const voided = await voidIt(invoice.id);
    expect(voided.body.invoice).toMatchObject({ balance: 0, creditNotes: [], voided: { by: 'Alex Admin' } });
    // The customer sees VOID on its own invoice, but not who voided it or why, nor which rows were edited.
    const page = await (await t.request(`/customers/invoices/${invoice.id}`, { token: customer, headers: { accept: 'text/html' } })).text();
    expect(page).toContain('VOID since');
    expect(page).not.toContain(REASON);
    expect(page).not.toContain('Alex Admin');
  });
});
