import { createHmac } from 'node:crypto';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { call } from '../../testing/call.ts';
import { dialectsUnderTest } from '../../testing/databases.ts';
import { createTestPortal, type TestPortal } from '../../testing/portal.ts';
import { dbOf } from '../invoicing/test-support.ts';
import quickbooks from './index.ts';
import type { QuickbooksDatabase } from './quickbooks.table.ts';
import { SYNC_INVOICE_JOB } from './sync.service.ts';
import { FAKE_COMPANY_NAME, FAKE_QUICKBOOKS_ENV, FAKE_REALM_ID, FakeQuickbooks, writeTestInvoice } from './test-support.ts';
import { sql, type Kysely } from 'kysely';
import * as handOver from './migrations/202612100910_payments_kept_by_invoicing.ts';

const server = setupServer();
let fake: FakeQuickbooks;

beforeAll(() => {
  for (const [name, value] of Object.entries(FAKE_QUICKBOOKS_ENV)) vi.stubEnv(name, value);
  server.listen({ onUnhandledRequest: 'bypass' });
});
afterAll(() => {
  server.close();
  vi.unstubAllEnvs();
});

/** The fields of an audit dashboard row that a sync's row does not fix. */
const auditRow = {
  id: expect.any(Number),
  createdAt: expect.any(String),
  pickupNumber: null,
  actualPickupDate: null,
  receiveDate: null,
  invoiceFrequency: expect.any(String),
  jobName: null,
};

describe.each(dialectsUnderTest())('QuickBooks sync on %s', (kind) => {
  let t: TestPortal;
  let admin: { token: string; cookie: string };
  let customerId: number;
  let sampleTypeId: number;
  const db = () => dbOf(t);
  const qdb = () => t.db as unknown as Kysely<QuickbooksDatabase>;

  const writeInvoice = (action: 'created' | 'updated' = 'created', invoiceId?: number) => writeTestInvoice(t, { action, invoiceId });

  const syncOf = (invoiceId: number) =>
    qdb().selectFrom('quickbooksInvoiceSyncs').selectAll().where('invoiceId', '=', invoiceId).executeTakeFirstOrThrow();
  const runJobsAt = async (at: Date) => {
    while ((await t.portal.jobs.runDue(10, at)) > 0);
  };

  async function connect() {
    const start = await t.request('/admin/quickbooks/connect', { cookie: admin.cookie });
    expect(start.status).toBe(302);
    const state = new URL(start.headers.get('location')!).searchParams.get('state');
    const back = await t.request(`/admin/quickbooks/callback?code=good-code&state=${state}&realmId=${FAKE_REALM_ID}`, {
      cookie: admin.cookie,
    });
    expect(back.status).toBe(302);
  }

  beforeAll(async () => {
    t = await createTestPortal({ kind, plugins: [quickbooks] });
    admin = await t.signIn('admin@demo.lab');
    customerId = (await db().selectFrom('users').select('customerId').where('email', '=', 'customer@demo.lab').executeTakeFirstOrThrow())
      .customerId!;
    sampleTypeId = (
      await db().selectFrom('sampleTypes').select('id').where('nonSpecimen', '=', false).orderBy('id').executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    fake = new FakeQuickbooks();
    server.resetHandlers(...fake.handlers());
    await qdb().deleteFrom('quickbooksConnection').execute();
    await qdb().deleteFrom('quickbooksItems').execute();
    await db().updateTable('customers').set({ quickbooksId: null }).execute();
    await db().updateTable('sampleTypes').set({ quickbooksId: null }).execute();
    await db().deleteFrom('jobs').execute();
  });

  it('connects with a state check, keeps the tokens sealed, and refuses a callback whose state it did not issue', async () => {
    const forged = await t.request(`/admin/quickbooks/callback?code=good-code&state=forged&realmId=${FAKE_REALM_ID}`, {
      cookie: admin.cookie,
    });
    expect(forged.status).toBe(400);
    expect(await forged.text()).toContain('does not match a connect started here');
    await connect();
    const row = await qdb().selectFrom('quickbooksConnection').selectAll().executeTakeFirstOrThrow();
    expect([row.realmId, row.companyName]).toEqual([FAKE_REALM_ID, FAKE_COMPANY_NAME]);
    expect(row.accessToken).not.toContain(fake.accessToken);
    expect(row.refreshToken).not.toContain(fake.refreshToken);
    const page = await (await t.request('/admin/quickbooks', { cookie: admin.cookie })).text();
    expect(page).toContain(FAKE_COMPANY_NAME);
    expect(page).toContain(FAKE_REALM_ID);
  });

  it('refuses to connect without a token key, and says why', async () => {
    vi.stubEnv('QUICKBOOKS_TOKEN_KEY', '');
    try {
      const page = await t.request('/admin/quickbooks', { cookie: admin.cookie });
      expect(await page.text()).toContain('QUICKBOOKS_TOKEN_KEY is not set');
      expect((await t.request('/admin/quickbooks/connect', { cookie: admin.cookie })).status).toBe(422);
    } finally {
      vi.stubEnv('QUICKBOOKS_TOKEN_KEY', FAKE_QUICKBOOKS_ENV.QUICKBOOKS_TOKEN_KEY);
    }
  });

  it('a first sync creates the customer, the items and the invoice with DocNumber and one line per row (and the discount)', async () => {
    await connect();
    const typeForm = (await call<{ sampleType: { version: number } }>(t, `/api/sample-types/${sampleTypeId}`, { token: admin.token })).body
      .sampleType;
    const invoiceId = await writeInvoice();
    await t.runJobs();
    const sync = await syncOf(invoiceId);
    expect(sync).toMatchObject({ status: 'synced', lastError: null, syncToken: '0' });
    // The item id is kept with a new version: a form opened before the sync cannot blank it.
    const stale = await call(t, `/api/sample-types/${sampleTypeId}`, {
      method: 'PUT',
      token: admin.token,
      json: { version: typeForm.version, quickbooksId: '' },
    });
    expect(stale.status).toBe(409);
    const kept = await db()
      .selectFrom('sampleTypes')
      .select(['quickbooksId', 'version'])
      .where('id', '=', sampleTypeId)
      .executeTakeFirstOrThrow();
    expect(kept).toEqual({ quickbooksId: expect.any(String), version: typeForm.version + 1 });
    const invoice = fake.records.invoice.get(sync.quickbooksInvoiceId!)!;
    const { invoiceNum } = await db().selectFrom('invoices').select('invoiceNum').where('id', '=', invoiceId).executeTakeFirstOrThrow();
    expect(invoice.DocNumber).toBe(String(invoiceNum));
    expect((invoice.Line as { Amount: number; Description: string }[]).map((line) => [line.Description, line.Amount])).toEqual([
      ['Cylinder 1001.1.1', 20],
      ['Cylinder 1001.1.2', 20],
      ['Discount: Cylinder 1001.1.2', -20],
      ['Trip Charge', 25],
    ]);
    expect(invoice.TotalAmt).toBe(45);
    const customer = await db()
      .selectFrom('customers')
      .select(['quickbooksId', 'companyName'])
      .where('id', '=', customerId)
      .executeTakeFirstOrThrow();
    expect(fake.records.customer.get(customer.quickbooksId!)?.DisplayName).toBe(customer.companyName);
    const type = await db().selectFrom('sampleTypes').select('quickbooksId').where('id', '=', sampleTypeId).executeTakeFirstOrThrow();
    expect(type.quickbooksId).toBeTruthy();
    expect(await qdb().selectFrom('quickbooksItems').select('charge').orderBy('charge').execute()).toEqual([
      { charge: 'discount' },
      { charge: 'trip' },
    ]);
    const audited = await db()
      .selectFrom('auditTrail')
      .select('action')
      .where('entity', '=', 'quickbooks-invoice-sync')
      .where('recordId', '=', String(invoiceId))
      .execute();
    expect(audited).toEqual([{ action: 'synced' }]);
  });

  it('an update sends the current SyncToken; the customer found by display name is reused, not created twice', async () => {
    await connect();
    const { companyName } = await db().selectFrom('customers').select('companyName').where('id', '=', customerId).executeTakeFirstOrThrow();
    fake.records.customer.set('900', { Id: '900', SyncToken: '3', DisplayName: companyName });
    const invoiceId = await writeInvoice();
    await t.runJobs();
    await db()
      .updateTable('invoiceItems')
      .set({ amount: '30.00', rate: '30.00' })
      .where('invoiceId', '=', invoiceId)
      .where('kind', '=', 'trip')
      .execute();
    await writeInvoice('updated', invoiceId);
    await t.runJobs();
    const sync = await syncOf(invoiceId);
    expect(sync).toMatchObject({ status: 'synced', syncToken: '1' });
    const invoice = fake.records.invoice.get(sync.quickbooksInvoiceId!)!;
    expect(invoice.TotalAmt).toBe(50);
    expect((invoice.CustomerRef as { value: string }).value).toBe('900');
    expect(fake.records.customer.size).toBe(1);
    expect(fake.records.invoice.size).toBe(1);
  });

  it("invoicing's create, update and void queue the sync in their transaction: created, updated with the SyncToken, voided", async () => {
    await connect();
    const created = await call<{ invoice: { id: number; invoiceNum: number; version: number } }>(t, '/api/invoices', {
      token: admin.token,
      json: { customerId, dueDate: '2026-12-15', invoiceItems: [{ description: 'Consulting', qty: 2, rate: 75 }] },
    });
    expect(created.status).toBe(201);
    const { id, invoiceNum, version } = created.body.invoice;
    expect(await syncOf(id)).toMatchObject({ status: 'queued' });
    await t.runJobs();
    const first = await syncOf(id);
    expect(first).toMatchObject({ status: 'synced', syncToken: '0' });
    expect(fake.records.invoice.get(first.quickbooksInvoiceId!)).toMatchObject({ DocNumber: String(invoiceNum), TotalAmt: 150 });
    expect(await qdb().selectFrom('quickbooksItems').select('charge').execute()).toEqual([{ charge: 'other' }]);

    const saved = await call(t, `/api/invoices/${id}`, { method: 'PUT', token: admin.token, json: { version, notes: 'Second visit' } });
    expect(saved.status).toBe(200);
    await t.runJobs();
    expect(await syncOf(id)).toMatchObject({ status: 'synced', syncToken: '1' });
    expect(fake.records.invoice.get(first.quickbooksInvoiceId!)?.CustomerMemo).toEqual({ value: 'Second visit' });

    // Synced (and mailed by the update), it is kept: voided, never deleted.
    const deleted = await call(t, `/api/invoices/${id}?reason=${encodeURIComponent('Entered twice by mistake')}`, {
      method: 'DELETE',
      token: admin.token,
    });
    expect(deleted).toMatchObject({
      status: 422,
      body: { error: 'An invoice that was sent and synced to QuickBooks cannot be deleted: void it instead' },
    });
    const voided = await call(t, `/api/invoices/${id}/void`, {
      method: 'POST',
      token: admin.token,
      json: { reason: 'Entered twice by mistake' },
    });
    expect(voided.status).toBe(200);
    expect(await syncOf(id)).toMatchObject({ status: 'queued' });
    await t.runJobs();
    expect(await syncOf(id)).toMatchObject({ status: 'voided', quickbooksInvoiceId: first.quickbooksInvoiceId });
    // QuickBooks keeps the invoice and its number, its amounts zero.
    expect(fake.records.invoice.get(first.quickbooksInvoiceId!)).toMatchObject({
      DocNumber: String(invoiceNum),
      TotalAmt: 0,
      PrivateNote: 'Voided',
    });
    expect(fake.calls.filter((c) => c.startsWith('POST /invoice'))).toContain('POST /invoice');
  });

  it('deletes from QuickBooks nothing of an invoice that never reached it, and the delete is allowed', async () => {
    await db().updateTable('customers').set({ sendInvoices: false }).where('id', '=', customerId).execute();
    try {
      const invoiceId = await writeInvoice();
      // Not connected: the sync waits, so the invoice never left the lab.
      await t.runJobs();
      expect((await syncOf(invoiceId)).status).toBe('queued');
      const reason = encodeURIComponent('Entered for the wrong customer');
      expect((await call(t, `/api/invoices/${invoiceId}?reason=${reason}`, { method: 'DELETE', token: admin.token })).status).toBe(200);
      await connect();
      await t.runJobs();
      expect((await syncOf(invoiceId)).status).toBe('deleted');
      expect(fake.records.invoice.size).toBe(0);
    } finally {
      await db().updateTable('customers').set({ sendInvoices: true }).where('id', '=', customerId).execute();
    }
  });

  it('voiding a paid invoice unapplies its payment in QuickBooks (the customer credit there) before voiding it; the portal issues the credit note', async () => {
    await connect();
    const invoiceId = await writeInvoice();
    await t.runJobs();
    const quickbooksInvoiceId = (await syncOf(invoiceId)).quickbooksInvoiceId!;
    const payment = fake.addPayment(quickbooksInvoiceId, 20);
    // The scheduled read (planned on connect) brings the $20.00 in.
    await runJobsAt(new Date(Date.now() + 16 * 60_000));
    expect(await db().selectFrom('invoices').select('paymentsReceived').where('id', '=', invoiceId).executeTakeFirstOrThrow()).toEqual({
      paymentsReceived: '20.00',
    });
    // QuickBooks itself refuses to void an invoice with a payment applied.
    expect(fake.paymentsOf(quickbooksInvoiceId)).toHaveLength(1);

    const voided = await call<{ invoice: { creditNotes: { amount: number }[] } }>(t, `/api/invoices/${invoiceId}/void`, {
      method: 'POST',
      token: admin.token,
      json: { reason: 'The customer cancelled the job; refund agreed' },
    });
    expect(voided.status).toBe(200);
    expect(voided.body.invoice.creditNotes).toMatchObject([{ amount: 20 }]);
    await t.runJobs();
    expect(await syncOf(invoiceId)).toMatchObject({ status: 'voided', lastError: null });
    expect(fake.records.invoice.get(quickbooksInvoiceId)).toMatchObject({ TotalAmt: 0, PrivateNote: 'Voided' });
    // The payment stays received in QuickBooks, linked to nothing: the customer's credit there, matching the credit note.
    expect(fake.paymentsOf(quickbooksInvoiceId)).toEqual([]);
    expect(fake.records.payment.get(payment.Id)).toMatchObject({ TotalAmt: 20, Line: [] });
    // Read again, the payment changes nothing: it was applied once, and no longer pays the invoice.
    await runJobsAt(new Date(Date.now() + 90 * 60_000));
    expect(await db().selectFrom('creditNotes').select('amount').where('invoiceId', '=', invoiceId).execute()).toEqual([
      { amount: '20.00' },
    ]);
    // A second sync of the void changes nothing in QuickBooks.
    const calls = fake.calls.length;
    expect((await call(t, `/api/invoices/sync/${invoiceId}`, { token: admin.token })).status).toBe(200);
    expect(fake.calls.length).toBe(calls);
    // The audit dashboard lists the void (who, why) beside the sync that voided it in QuickBooks.
    const audit = await call<{ rows: { data: Record<string, unknown> }[] }>(t, '/api/invoices/audit', { token: admin.token });
    expect(audit.body.rows.map((row) => row.data)).toEqual(
      expect.arrayContaining([
        { emailType: 'quickbooks-sync', sync: 'voided' },
        { emailType: 'invoice-void', by: 'Alex Admin', reason: 'The customer cancelled the job; refund agreed' },
      ]),
    );
  });

  it('tells whoever asks to sync while nothing is connected who can connect it: never customer-service to open the admin page', async () => {
    const invoiceId = await writeInvoice();
    const cs = await t.signIn('cs@demo.lab');
    const asked = async (token: string) => {
      const answer = await call(t, `/api/invoices/sync/${invoiceId}`, { token });
      return `${answer.status} ${answer.body.message}`;
    };
    expect(await asked(cs.token)).toBe('202 QuickBooks is not connected: ask an admin to connect it; the invoice syncs once it is');
    expect(await asked(admin.token)).toBe(
      '202 QuickBooks is not connected: connect it on the QuickBooks page; the invoice syncs once it is',
    );
    await t.runJobs();
    const page = await (await t.request(`/admin/invoices/${invoiceId}`, { cookie: cs.cookie })).text();
    expect(page).toContain('QuickBooks is not connected: an admin must connect it');
    expect(page).not.toContain('/admin/quickbooks');
  });

  it('a 401 refreshes the tokens and the sync goes through', async () => {
    await connect();
    fake.expireAccessToken();
    const invoiceId = await writeInvoice();
    await t.runJobs();
    expect((await syncOf(invoiceId)).status).toBe('synced');
    expect(fake.tokenGrants).toEqual(['authorization_code', 'refresh_token']);
  });

  it('a 429 is waited out and the sync succeeds', async () => {
    await connect();
    fake.fail({ kind: 'throttled' });
    const invoiceId = await writeInvoice();
    await t.runJobs();
    expect((await syncOf(invoiceId)).status).toBe('synced');
    expect(fake.calls.length).toBeGreaterThan(1);
  });

  it("a ValidationFault is kept as '[QuickbooksError] message: detail', logged, and not retried", async () => {
    await connect();
    const invoiceId = await writeInvoice();
    fake.fail({
      kind: 'validation',
      message: 'Invalid Reference Id',
      detail: 'Invalid Reference Id : Something you are using has been deleted',
    });
    await t.runJobs();
    const sync = await syncOf(invoiceId);
    expect(sync.status).toBe('failed');
    expect(sync.lastError).toBe('[QuickbooksError] Invalid Reference Id: Invalid Reference Id : Something you are using has been deleted');
    const job = await db().selectFrom('jobs').select(['status', 'attempts']).where('name', '=', SYNC_INVOICE_JOB).executeTakeFirstOrThrow();
    expect(job).toEqual({ status: 'done', attempts: 1 });
    // The log keeps its row without holding up the job that wrote it.
    const logged = await vi.waitFor(async () => {
      const rows = await db().selectFrom('logs').selectAll().where('message', 'like', `QuickBooks sync of invoice %failed`).execute();
      expect(rows.length).toBeGreaterThan(0);
      return rows;
    });
    expect(logged.at(-1)!.context).toMatchObject({ invoice: { id: invoiceId }, customer: { id: customerId } });
    const answer = await call(t, `/api/quickbooks/invoices/${invoiceId}`, { token: admin.token });
    expect((answer.body.sync as { error: string }).error).toBe(sync.lastError);
    // The invoice's page shows the fault to the office, with Sync to QuickBooks; its customer sees no panel.
    const office = await (await t.request(`/admin/invoices/${invoiceId}`, { cookie: admin.cookie })).text();
    expect(office).toContain('aria-label="QuickBooks"');
    expect(office).toContain('Refused by QuickBooks');
    expect(office).toContain('[QuickbooksError] Invalid Reference Id: Invalid Reference Id : Something you are using has been deleted');
    const customer = await t.signIn('customer@demo.lab');
    const own = await t.request(`/customers/invoices/${invoiceId}`, { cookie: customer.cookie });
    expect(own.status).toBe(200);
    expect(await own.text()).not.toContain('aria-label="QuickBooks"');
    // The audit dashboard lists the refusal beside the invoice mails, then the sync that went through.
    expect((await call(t, `/api/invoices/sync/${invoiceId}`, { token: admin.token })).status).toBe(200);
    const audit = await call<{
      rows: { type: string; data: Record<string, unknown>; invoiceNum: number | null; customerName: string | null }[];
    }>(t, '/api/invoices/audit', { token: admin.token });
    const { invoiceNum, companyName } = await db()
      .selectFrom('invoices')
      .innerJoin('customers', 'customers.id', 'invoices.customerId')
      .select(['invoiceNum', 'companyName'])
      .where('invoices.id', '=', invoiceId)
      .executeTakeFirstOrThrow();
    expect(audit.body.rows.filter((row) => row.invoiceNum === invoiceNum).slice(0, 2)).toEqual([
      { ...auditRow, type: 'other', data: { emailType: 'quickbooks-sync', sync: 'updated' }, invoiceNum, customerName: companyName },
      {
        ...auditRow,
        type: 'other',
        data: { emailType: 'quickbooks-sync-failed', sync: 'created', error: sync.lastError },
        invoiceNum,
        customerName: companyName,
      },
    ]);
  });

  it('GET /api/invoices/sync/{id} syncs now and answers the QuickBooks fault with its detail', async () => {
    await connect();
    const invoiceId = await writeInvoice();
    const synced = await call(t, `/api/invoices/sync/${invoiceId}`, { token: admin.token });
    expect(synced).toEqual({ status: 200, body: { status: 'ok', message: 'Invoice has been synced' } });
    fake.fail({
      kind: 'validation',
      message: 'Business Validation Error',
      detail: 'Transaction date is prior to start date for inventory item',
    });
    const refused = await call(t, `/api/invoices/sync/${invoiceId}`, { token: admin.token });
    expect(refused.status).toBe(502);
    expect(refused.body.error).toBe(
      '[QuickbooksError] Business Validation Error: Transaction date is prior to start date for inventory item',
    );
    expect((await call(t, '/api/invoices/sync/999999', { token: admin.token })).status).toBe(404);
  });

  it('QuickBooks down for a while loses nothing: the jobs retry until it is back, and what waited for a connect goes on connect', async () => {
    const waiting = await writeInvoice();
    await t.runJobs();
    expect(await syncOf(waiting)).toMatchObject({
      status: 'queued',
      lastError: '[QuickbooksError] QuickBooks is not connected: an admin must connect it',
    });
    await connect();
    fake.fail({ kind: 'down' }, 1000);
    const during = await writeInvoice();
    await t.runJobs();
    expect(await syncOf(during)).toMatchObject({ status: 'queued', lastError: '[QuickbooksError] QuickBooks is unavailable: status 503' });
    await runJobsAt(new Date(Date.now() + 60_000));
    expect(fake.records.invoice.size).toBe(0);
    fake.recover();
    await runJobsAt(new Date(Date.now() + 3_600_000));
    expect((await syncOf(waiting)).status).toBe('synced');
    expect((await syncOf(during)).status).toBe('synced');
    expect(fake.records.invoice.size).toBe(2);
  });

  it('a payment read twice (the webhook, then the schedule) is applied once to the balance; the rest pays it off', async () => {
    await connect();
    const invoiceId = await writeInvoice();
    await t.runJobs();
    const quickbooksInvoiceId = (await syncOf(invoiceId)).quickbooksInvoiceId!;
    const before = await db().selectFrom('invoices').select('version').where('id', '=', invoiceId).executeTakeFirstOrThrow();
    fake.addPayment(quickbooksInvoiceId, 20);
    const body = JSON.stringify({
      eventNotifications: [{ realmId: FAKE_REALM_ID, dataChangeEvent: { entities: [{ name: 'Payment', id: '1', operation: 'Create' }] } }],
    });
    const signature = createHmac('sha256', FAKE_QUICKBOOKS_ENV.QUICKBOOKS_WEBHOOK_VERIFIER).update(body).digest('base64');
    const forged = await t.request('/api/quickbooks/webhook', {
      method: 'POST',
      json: JSON.parse(body),
      headers: { 'intuit-signature': 'AAAA' },
    });
    expect(forged.status).toBe(403);
    for (let i = 0; i < 2; i += 1) {
      const hook = await t.request('/api/quickbooks/webhook', {
        method: 'POST',
        json: JSON.parse(body),
        headers: { 'intuit-signature': signature },
      });
      expect(hook.status).toBe(200);
      await t.runJobs();
    }
    await runJobsAt(new Date(Date.now() + 16 * 60_000));
    const balance = () =>
      db().selectFrom('invoices').select(['paymentsReceived', 'balance', 'version']).where('id', '=', invoiceId).executeTakeFirstOrThrow();
    // $45.00 less the $20.00 paid, counted once: $25.00 left, and a form opened before it is stale.
    expect(await balance()).toEqual({ paymentsReceived: '20.00', balance: '25.00', version: before.version + 1 });
    fake.addPayment(quickbooksInvoiceId, 25);
    await runJobsAt(new Date(Date.now() + 32 * 60_000));
    expect(await balance()).toMatchObject({ paymentsReceived: '45.00', balance: '0.00' });
    const payments = await call<{ payments: { amount: number }[] }>(t, `/api/quickbooks/invoices/${invoiceId}`, { token: admin.token });
    expect(payments.body.payments.map((p) => p.amount)).toEqual([20, 25]);
  });

  it('the payments kept by QuickBooks before invoicing kept them are handed over by the migration and move the balance', async () => {
    const invoiceId = await writeInvoice();
    const raw = t.db as unknown as Kysely<unknown>;
    await handOver.down(raw);
    await sql`insert into quickbooks_payments (quickbooks_payment_id, invoice_id, amount, paid_on) values ('77', ${invoiceId}, 12.5, '2026-11-20')`.execute(
      raw,
    );
    await handOver.up(raw);
    expect(
      await db()
        .selectFrom('invoices')
        .select(['paymentsReceived', 'balance', 'version'])
        .where('id', '=', invoiceId)
        .executeTakeFirstOrThrow(),
    ).toEqual({
      paymentsReceived: '12.50',
      balance: '32.50',
      version: 2,
    });
    const payments = await call<{ payments: unknown[] }>(t, `/api/quickbooks/invoices/${invoiceId}`, { token: admin.token });
    expect(payments.body.payments).toEqual([{ quickbooksPaymentId: '77', amount: 12.5, paidOn: '2026-11-20' }]);
  });

  it('Disconnect revokes the tokens at Intuit and forgets the connection', async () => {
    await connect();
    const refreshToken = fake.refreshToken;
    expect((await call(t, '/api/quickbooks/disconnect', { method: 'POST', token: admin.token })).status).toBe(200);
    expect(fake.revoked).toEqual([refreshToken]);
    expect(await qdb().selectFrom('quickbooksConnection').selectAll().execute()).toEqual([]);
    expect((await call(t, '/api/quickbooks/connection', { token: admin.token })).body.connection).toBeNull();
  });

  it('a refresh refused marks the connection as needing attention on the admin page', async () => {
    await connect();
    fake.expireAccessToken();
    fake.refreshRefused = true;
    const invoiceId = await writeInvoice();
    await t.runJobs();
    expect((await syncOf(invoiceId)).status).toBe('queued');
    const page = await (await t.request('/admin/quickbooks', { cookie: admin.cookie })).text();
    expect(page).toContain('The connection needs attention');
  });
});
