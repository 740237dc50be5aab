import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STALE_RECORD_MESSAGE } from '../../core/db/versioned.ts';
import type { PluginContext } from '../../core/plugin/define-plugin.ts';
import { dialectsUnderTest } from '../../testing/databases.ts';
import type { TestPortal } from '../../testing/portal.ts';
import { call, demoFacts, type Json } from '../pickups/test-support.ts';
import { applyPayment, PAYMENT_NOT_POSITIVE, paymentsOfInvoice } from './payments.service.ts';
import { dbOf, invoicingPortal } from './test-support.ts';

describe.each(dialectsUnderTest())('payments applied to an invoice on %s', (kind) => {
  let t: TestPortal;
  let admin: string;
  let ctx: PluginContext;
  let invoiceId: number;

  beforeAll(async () => {
    t = await invoicingPortal(kind);
    admin = (await t.signIn('admin@demo.lab')).token;
    ctx = t.portal.contextOf('invoicing');
    const { customerId } = await demoFacts(t);
    const values = { customerId, invoiceDate: '2026-11-02', dueDate: '2026-12-02', totalAmt: '45.00', balance: '45.00' };
    invoiceId = (await dbOf(t).insertInto('invoices').values(values).returning('id').executeTakeFirstOrThrow()).id;
  });
  afterAll(() => t.close());

  const pay = (reference: string, amount: number) =>
    applyPayment(ctx, { invoiceId, source: 'quickbooks', reference, amount, paidOn: '2026-11-20' });
  const invoice = async () => (await call<Json>(t, `/api/invoices/${invoiceId}`, { token: admin })).body.invoice as Json;

  it('$20.00 of $45.00 leaves $25.00 and raises the version; the same payment again changes nothing', async () => {
    const opened = await invoice();
    expect(await pay('Q-1', 20)).toEqual({ outcome: 'applied', paymentsReceived: 20, balance: 25, status: 'partly paid', version: 2 });
    expect(await pay('Q-1', 20)).toEqual({
      outcome: 'already applied',
      paymentsReceived: 20,
      balance: 25,
      status: 'partly paid',
      version: 2,
    });
    expect(await invoice()).toMatchObject({ paymentsReceived: 20, balance: 25, version: 2 });
    // A form opened before the payment cannot save the old payments back.
    const stale = await call(t, `/api/invoices/${invoiceId}`, {
      token: admin,
      method: 'PUT',
      json: { version: opened.version, paymentsReceived: 0 },
    });
    expect(stale).toMatchObject({ status: 409, body: { error: STALE_RECORD_MESSAGE } });
  });

  it('two reads of one payment at once apply it once', async () => {
    const both = await Promise.all([pay('Q-2', 25), pay('Q-2', 25)]);
    expect(both.map((answer) => answer.outcome).sort()).toEqual(['already applied', 'applied']);
    expect(await invoice()).toMatchObject({ paymentsReceived: 45, balance: 0, version: 3 });
  });

  it('a payment over the balance is kept in full as a credit: $10.00 more leaves -$10.00', async () => {
    expect(await pay('Q-3', 10)).toMatchObject({ outcome: 'applied', paymentsReceived: 55, balance: -10, status: 'credit' });
    expect((await paymentsOfInvoice(t.db, invoiceId)).map((p) => [p.reference, Number(p.amount)])).toEqual([
      ['Q-1', 20],
      ['Q-2', 25],
      ['Q-3', 10],
    ]);
    const history = await ctx.audit.history(t.db, 'invoice', invoiceId);
    expect(history.filter((entry) => entry.action === 'payment')).toHaveLength(3);
  });

  it('with QuickBooks switched off, the invoice page shows the payments and balance and no QuickBooks panel', async () => {
    const page = await t.request(`/admin/invoices/${invoiceId}`, { token: admin, headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toMatch(/data-field="Payments">\$55\.00</);
    expect(html).toMatch(/data-field="Balance">[^<]*-[^<]*10\.00</);
    expect(html).not.toContain('QuickBooks');
  });

  it('refuses nothing or less, and answers no invoice for one deleted since', async () => {
    await expect(pay('Q-4', 0)).rejects.toThrow(PAYMENT_NOT_POSITIVE);
    expect(
      await applyPayment(ctx, { invoiceId: 999_999, source: 'quickbooks', reference: 'Q-5', amount: 5, paidOn: '2026-11-20' }),
    ).toEqual({
      outcome: 'no invoice',
    });
  });

  it('a payment reaching a void invoice is kept, owes nothing, and becomes a credit note of its customer', async () => {
    const voided = await call(t, `/api/invoices/${invoiceId}/void`, {
      token: admin,
      method: 'POST',
      json: { reason: 'Issued to the wrong company' },
    });
    // $55.00 received before the void: all of it credited.
    expect(voided.body.invoice).toMatchObject({ balance: 0, creditNotes: [{ amount: 55 }] });
    expect(await pay('Q-6', 12.5)).toMatchObject({ outcome: 'applied', paymentsReceived: 67.5, balance: 0, status: 'credit' });
    const notes = await dbOf(t)
      .selectFrom('creditNotes')
      .select(['amount', 'issuedOn'])
      .where('invoiceId', '=', invoiceId)
      .orderBy('id')
      .execute();
    expect(notes).toEqual([
      { amount: '55.00', issuedOn: expect.any(String) },
      { amount: '12.50', issuedOn: '2026-11-20' },
    ]);
    expect(await pay('Q-6', 12.5)).toMatchObject({ outcome: 'already applied' });
    expect(await dbOf(t).selectFrom('creditNotes').select('id').where('invoiceId', '=', invoiceId).execute()).toHaveLength(2);
  });
});
