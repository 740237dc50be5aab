import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labToday } from '../../shared/dates.ts';
import { dialectsUnderTest } from '../../testing/databases.ts';
import { pdfText } from '../../testing/pdf-text.ts';
import type { TestPortal } from '../../testing/portal.ts';
import { call, demoFacts, pickupJson, type Json } from '../pickups/test-support.ts';
import type { InvoicingDeps } from './invoices.service.ts';
import { sendMonthlyStatements } from './statements.service.tsx';
import { dbOf, invoicingPortal } from './test-support.ts';

describe.each(dialectsUnderTest())('statements and the audit dashboard on %s', (kind) => {
  let t: TestPortal;
  let admin: string;
  let facts: Awaited<ReturnType<typeof demoFacts>>;
  let otherId: number;

  beforeAll(async () => {
    t = await invoicingPortal(kind);
    admin = (await t.signIn('admin@demo.lab')).token;
    facts = await demoFacts(t);
    otherId = (
      await dbOf(t).selectFrom('customers').select('id').where('id', '!=', facts.customerId).orderBy('id').executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => t.close());

  it('mails a statement with open invoices and aging; says why when there is nothing to send', async () => {
    expect(await call(t, `/api/customers/statement/${otherId}`, { token: admin })).toMatchObject({
      status: 200,
      body: { sent: false, message: 'The customer has no open invoices' },
    });
    const invoice = (
      await call<Json>(t, '/api/invoices', {
        token: admin,
        json: {
          customerId: facts.customerId,
          invoiceDate: '2026-01-02',
          dueDate: '2026-02-01',
          invoiceItems: [{ description: 'Inspection', qty: 1, rate: 240 }],
        },
      })
    ).body.invoice as Json;
    expect(await call(t, `/api/customers/statement/${facts.customerId}`, { token: admin })).toMatchObject({
      status: 200,
      body: { sent: true, message: 'A monthly statement has been sent to the customer' },
    });
    const month = labToday(t.config.labTimeZone).slice(0, 7);
    const mail = await dbOf(t).selectFrom('mailOutbox').selectAll().where('subject', '=', `Statement ${month}`).executeTakeFirstOrThrow();
    const { text } = await pdfText(Buffer.from(mail.attachments[0]!.content, 'base64'));
    expect(text).toContain(String(invoice.invoiceNum));
    expect(text).toContain('90+');
    expect(text).toContain('$240.00');
    expect((await call(t, '/api/customers/statement/99999999', { token: admin })).status).toBe(404);

    await dbOf(t).updateTable('customers').set({ sendStatements: true }).execute();
    const deps = t.portal.contextOf('invoicing') as unknown as InvoicingDeps;
    // The demo customer got this month's statement already; nobody else has open invoices.
    expect(await sendMonthlyStatements(deps, labToday(t.config.labTimeZone))).toBe(0);
    expect(await sendMonthlyStatements(deps, '2099-01-05')).toBe(1);
  });

  it('shows a customer its balance and aging, and its own statement to download; never that of another company', async () => {
    const customer = await t.signIn('customer@demo.lab');
    const own = await t.request(`/api/customers/statement/pdf/${facts.customerId}`, { token: customer.token });
    expect([own.status, own.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    const { text } = await pdfText(Buffer.from(await own.arrayBuffer()));
    // The one open invoice: $240 from 2026-01-02, more than 90 days old.
    expect(text).toContain('$240.00');
    expect((await t.request(`/api/customers/statement/pdf/${otherId}`, { token: customer.token })).status).toBe(404);
    expect((await t.request(`/api/customers/statement/pdf/${otherId}`, { token: admin })).status).toBe(200);
    expect((await t.request('/api/customers/statement/pdf/99999999', { token: admin })).status).toBe(404);

    const page = await t.request('/customers/invoices', { cookie: customer.cookie, headers: { accept: 'text/html' } });
    const html = await page.text();
    expect(html).toMatch(/data-field="Balance"[^>]*>\$240\.00</);
    expect(html).toContain(`href="/api/customers/statement/pdf/${facts.customerId}"`);
  });

  it('lists the invoice and statement mails of the month on the audit dashboard', async () => {
    const made = await call<Json>(t, '/api/pickups', {
      token: admin,
      json: pickupJson(facts, { samples: [{ sampleTypeId: facts.cylinder.id, qty: 1, castDate: '2026-11-20' }] }),
    });
    const pickup = made.body.pickup as Json;
    await call(t, `/api/pickups/receive/${pickup.id}`, { token: admin, method: 'PUT', json: { samples: [] } });
    const invoice = (await call<Json>(t, `/api/pickups/invoice/${pickup.id}`, { token: admin })).body.invoice as Json;
    const audit = await call<Json>(t, '/api/invoices/audit', { token: admin });
    expect(audit.status).toBe(200);
    const rows = audit.body.rows as Json[];
    expect(rows.find((row) => row.invoiceNum === invoice.invoiceNum)).toMatchObject({
      type: 'email',
      data: { emailType: 'invoice-created', customer: invoice.Customer.companyName },
      pickupNumber: pickup.pickupNumber,
      receiveDate: expect.any(String),
      customerName: invoice.Customer.companyName,
      invoiceFrequency: expect.any(String),
    });
    expect(rows.some((row) => row.type === 'statement' && row.data.month !== null)).toBe(true);
    const past = await call<Json>(t, '/api/invoices/audit?startDate=2020-01-01&endDate=2020-01-31', { token: admin });
    expect(past.body.rows).toEqual([]);
  });
});
