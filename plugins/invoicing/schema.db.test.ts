import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../../testing/databases.ts';
import type { TestPortal } from '../../testing/portal.ts';
import { dbOf, invoicingPortal } from './test-support.ts';

describe.each(dialectsUnderTest())('the invoicing schema on %s', (kind) => {
  let t: TestPortal;
  let customerId: number;

  beforeAll(async () => {
    t = await invoicingPortal(kind);
    const customer = await dbOf(t)
      .selectFrom('users')
      .select('customerId')
      .where('email', '=', 'customer@demo.lab')
      .executeTakeFirstOrThrow();
    customerId = customer.customerId!;
  });
  afterAll(() => t.close());

  it('numbers invoices from a sequence: unique and increasing when many are inserted at once', async () => {
    const db = dbOf(t);
    const inserted = await Promise.all(
      Array.from({ length: 12 }, () =>
        db
          .transaction()
          .execute((trx) =>
            trx
              .insertInto('invoices')
              .values({ customerId, invoiceDate: '2026-11-02', dueDate: '2026-12-02' })
              .returning(['id', 'invoiceNum'])
              .executeTakeFirstOrThrow(),
          ),
      ),
    );
    const numbers = inserted.map((row) => row.invoiceNum);
    expect(new Set(numbers).size).toBe(12);
    expect(Math.min(...numbers)).toBeGreaterThanOrEqual(1001);
    // Concurrent inserts draw their id and their number from two sequences, so two of them may
    // take the two in opposite orders; an invoice made after them is numbered after them all.
    const next = await db
      .insertInto('invoices')
      .values({ customerId, invoiceDate: '2026-11-02', dueDate: '2026-12-02' })
      .returning('invoiceNum')
      .executeTakeFirstOrThrow();
    expect(next.invoiceNum).toBeGreaterThan(Math.max(...numbers));
  });

  it('keeps money exact to the cent and one late-fee row per invoice and month', async () => {
    const db = dbOf(t);
    const invoice = await db
      .insertInto('invoices')
      .values({ customerId, invoiceDate: '2026-11-02', dueDate: '2026-12-02', totalAmt: '0.1', balance: '0.2' })
      .returningAll()
      .executeTakeFirstOrThrow();
    expect([invoice.totalAmt, invoice.balance, invoice.version]).toEqual(['0.10', '0.20', 1]);
    const lateFee = {
      invoiceId: invoice.id,
      kind: 'lateFee' as const,
      description: 'Late fee',
      rate: '1.50',
      amount: '1.50',
      lateFeeMonth: '2026-12',
    };
    await db.insertInto('invoiceItems').values(lateFee).execute();
    await expect(db.insertInto('invoiceItems').values(lateFee).execute()).rejects.toThrow(/duplicate key|unique/i);
  });
});
