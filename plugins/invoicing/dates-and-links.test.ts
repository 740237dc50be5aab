import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, labToday } from '../../shared/dates.ts';
import { dialectsUnderTest } from '../../testing/databases.ts';
import { pdfText } from '../../testing/pdf-text.ts';
import type { TestPortal } from '../../testing/portal.ts';
import { call, demoFacts, type Json } from '../pickups/test-support.ts';
import { dbOf, invoicingPortal } from './test-support.ts';

/** The demo company's terms: its due dates are the invoice date plus these days. */
const NET_DAYS = 30;

describe.each(dialectsUnderTest())('due dates by hand, what customers see, and links in mails on %s', (kind) => {
  let t: TestPortal;
  let admin: string;
  let customer: string;
  let customerId: number;
  let billing: string;

  beforeAll(async () => {
    t = await invoicingPortal(kind, { publicUrl: 'https://portal.lab.example' });
    admin = (await t.signIn('admin@demo.lab')).token;
    customer = (await t.signIn('customer@demo.lab')).token;
    customerId = (await demoFacts(t)).customerId;
    const terms = await dbOf(t).selectFrom('netTerms').select('id').where('days', '=', NET_DAYS).executeTakeFirstOrThrow();
    const company = await dbOf(t)
      .updateTable('customers')
      .set({ netTermsId: terms.id })
      .where('id', '=', customerId)
      .returning('contactEmail')
      .executeTakeFirstOrThrow();
    billing = company.contactEmail;
  });
  afterAll(() => t.close());

  const create = async (json: Json) =>
    (
      await call<Json>(t, '/api/invoices', {
        token: admin,
        json: { customerId, invoiceItems: [{ description: 'Coring', qty: 1, rate: 90 }], ...json },
      })
    ).body.invoice as Json;
  const put = (invoice: Json, json: Json) =>
    call<Json>(t, `/api/invoices/${invoice.id}`, { token: admin, method: 'PUT', json: { version: invoice.version, ...json } });

  it('takes an empty due date from the net terms and the invoice date, and moves it with the invoice date', async () => {
    const invoice = await create({ invoiceDate: '2026-11-24', dueDate: '' });
    // Net 30 from 11/24/2026.
    expect(invoice).toMatchObject({ invoiceDate: '2026-11-24', dueDate: '2026-12-24', dueDateByHand: false });
    const moved = await put(invoice, { invoiceDate: '2026-12-01' });
    expect(moved.body.invoice).toMatchObject({ invoiceDate: '2026-12-01', dueDate: '2026-12-31', dueDateByHand: false });
    const today = labToday(t.config.labTimeZone);
    expect(await create({})).toMatchObject({ invoiceDate: today, dueDate: addDays(today, NET_DAYS) });
  });

  it('keeps a due date typed by hand when the invoice date moves; emptied, it follows the terms again', async () => {
    const invoice = await create({ invoiceDate: '2026-11-24', dueDate: '2027-01-15' });
    expect(invoice).toMatchObject({ dueDate: '2027-01-15', dueDateByHand: true });
    const moved = (await put(invoice, { invoiceDate: '2026-12-01' })).body.invoice as Json;
    expect(moved).toMatchObject({ invoiceDate: '2026-12-01', dueDate: '2027-01-15', dueDateByHand: true });
    const emptied = (await put(moved, { dueDate: null })).body.invoice as Json;
    expect(emptied).toMatchObject({ dueDate: '2026-12-31', dueDateByHand: false });
    expect(await put(emptied, { dueDate: '2026-11-30' })).toMatchObject({
      status: 400,
      body: { fields: { dueDate: 'The due date cannot be before the invoice date' } },
    });
  });

  it("hides which rows staff edited from the customer; the PDF prints the edited row's description", async () => {
    const invoice = await create({ invoiceItems: [{ description: 'Coring', qty: 1, rate: 90 }] });
    const rows = (invoice.invoiceItems as Json[]).map(({ id, qty, rate }) => ({
      id,
      qty,
      rate,
      description: 'Coring, second core at the north wall',
    }));
    const edited = (await put(invoice, { invoiceItems: rows })).body.invoice as Json;
    expect(edited.invoiceItems[0]).toMatchObject({ override: true, description: 'Coring, second core at the north wall' });
    const own = (await call<Json>(t, `/api/invoices/${invoice.id}`, { token: customer })).body.invoice as Json;
    expect(own.invoiceItems[0]).not.toHaveProperty('override');
    const page = await (await t.request(`/customers/invoices/${invoice.id}`, { token: customer, headers: { accept: 'text/html' } })).text();
    expect(page).toContain('Coring, second core at the north wall');
    expect(page).not.toContain('"override":true');
    expect(page).not.toContain('>edited<');
    const staffPage = await (await t.request(`/admin/invoices/${invoice.id}`, { token: admin, headers: { accept: 'text/html' } })).text();
    expect(staffPage).toContain('>edited<');
    const pdf = await t.request(`/api/invoices/pdf/${invoice.id}`, { token: customer });
    expect((await pdfText(new Uint8Array(await pdf.arrayBuffer()))).text).toContain('Coring, second core at the north wall');
  });

  it("links the invoice and statement mails to the customer's own pages on the portal", async () => {
    const invoice = await create({});
    expect((await call(t, `/api/invoices/send/${invoice.id}`, { token: admin })).status).toBe(200);
    const [mail] = await dbOf(t)
      .selectFrom('mailOutbox')
      .selectAll()
      .where('toAddress', '=', billing)
      .where('subject', '=', `Invoice ${invoice.invoiceNum}`)
      .execute();
    expect(mail!.html).toContain(`https://portal.lab.example/customers/invoices/${invoice.id}`);
    expect(mail!.html).not.toContain('/admin/');
    expect((await call(t, `/api/customers/statement/${customerId}`, { token: admin })).body.sent).toBe(true);
    const statement = await dbOf(t)
      .selectFrom('mailOutbox')
      .selectAll()
      .where('toAddress', '=', billing)
      .where('subject', 'like', 'Statement %')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(statement.html).toContain('https://portal.lab.example/customers/invoices');
    const { text } = await pdfText(Buffer.from(statement.attachments[0]!.content, 'base64'));
    expect(text).toContain('Remit to');
    expect(text).toContain(t.config.labName);
  });
});
