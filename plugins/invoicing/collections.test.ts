import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, labToday, toDisplayDate } from '../../shared/dates.ts';
import { dialectsUnderTest } from '../../testing/databases.ts';
import type { TestPortal } from '../../testing/portal.ts';
import { call, demoFacts, pickupJson, type Json } from '../pickups/test-support.ts';
import { nextOccurrence } from '../../core/jobs/recurrence.ts';
import { chargeLateFees, invoiceDuePickups, sendReminders } from './collections.service.ts';
import type { InvoicingDeps } from './invoices.service.ts';
import { INVOICING_JOBS } from './jobs.ts';
import { dbOf, invoicingPortal } from './test-support.ts';

describe.each(dialectsUnderTest())('the invoicing jobs on %s', (kind) => {
  let t: TestPortal;
  let admin: string;
  let facts: Awaited<ReturnType<typeof demoFacts>>;
  let deps: InvoicingDeps;

  beforeAll(async () => {
    t = await invoicingPortal(kind);
    admin = (await t.signIn('admin@demo.lab')).token;
    facts = await demoFacts(t);
    deps = t.portal.contextOf('invoicing') as unknown as InvoicingDeps;
  });
  afterAll(() => t.close());

  const setCustomer = (values: Record<string, unknown>) =>
    dbOf(t).updateTable('customers').set(values).where('id', '=', facts.customerId).execute();
  const invoiceOf = async (id: number) => (await call<Json>(t, `/api/invoices/${id}`, { token: admin })).body.invoice as Json;

  it('invoices the received pickups whose expected date has come, once; never those of a Manual customer', async () => {
    const today = labToday(t.config.labTimeZone);
    const made = await call<Json>(t, '/api/pickups', {
      token: admin,
      json: pickupJson(facts, { samples: [{ sampleTypeId: facts.cylinder.id, qty: 1, castDate: today }] }),
    });
    const pickup = made.body.pickup as Json;
    await setCustomer({ invoiceFrequency: 'Daily' });
    await call(t, `/api/pickups/receive/${pickup.id}`, { token: admin, method: 'PUT', json: { samples: [] } });
    // Received today by a Daily customer: the date stored on receipt is tomorrow.
    const stored = await dbOf(t).selectFrom('expectedInvoiceDates').selectAll().where('pickupId', '=', pickup.id).executeTakeFirst();
    expect(stored).toEqual({ pickupId: pickup.id, expectedDate: addDays(today, 1), invoiceFrequency: 'Daily' });
    const { cookie } = await t.signIn('admin@demo.lab');
    const page = await (await t.request(`/admin/pickups/${pickup.id}`, { cookie, headers: { accept: 'text/html' } })).text();
    expect(page).toContain(`Expected invoice date ${toDisplayDate(addDays(today, 1))} (Daily)`);
    await setCustomer({ invoiceFrequency: 'Manual' });
    expect(await invoiceDuePickups(deps, addDays(today, 60))).toBe(0);
    await setCustomer({ invoiceFrequency: 'Daily' });
    expect(await invoiceDuePickups(deps, today)).toBe(0);
    expect(await invoiceDuePickups(deps, addDays(today, 1))).toBeGreaterThanOrEqual(1);
    expect(await invoiceDuePickups(deps, addDays(today, 1))).toBe(0);
    const invoices = await dbOf(t).selectFrom('invoices').select('id').where('pickupId', '=', pickup.id).execute();
    expect(invoices).toHaveLength(1);
  });

  it('adds a 1.5 % late fee to an overdue invoice once a month, and sends each reminder step once', async () => {
    await setCustomer({ chargeLateFee: true, invoiceReminder: 30 });
    const created = await call<Json>(t, '/api/invoices', {
      token: admin,
      json: {
        customerId: facts.customerId,
        invoiceDate: '2025-12-16',
        dueDate: '2026-01-15',
        invoiceItems: [{ description: 'Inspection', qty: 1, rate: 100 }],
      },
    });
    const id = (created.body.invoice as Json).id as number;
    // Only this invoice is overdue on these dates among the ones the test made.
    await dbOf(t).updateTable('invoices').set({ dueDate: '2099-01-01' }).where('id', '!=', id).execute();

    expect(await chargeLateFees(deps, '2026-01-15')).toBe(0);
    expect(await chargeLateFees(deps, '2026-02-01')).toBe(1);
    expect(await invoiceOf(id)).toMatchObject({ totalAmt: 101.5, lateFee: 1.5, balance: 101.5 });
    expect(await chargeLateFees(deps, '2026-02-28')).toBe(0);
    expect(await chargeLateFees(deps, '2026-03-01')).toBe(1);
    // 1.5 % of $101.50 less the $1.50 fee already on it: $1.50 again, not $1.52.
    const charged = await invoiceOf(id);
    expect(charged).toMatchObject({ totalAmt: 103, lateFee: 3, balance: 103 });
    expect((charged.invoiceItems as Json[]).filter((item) => item.kind === 'lateFee').map((item) => item.description)).toEqual([
      'Late Fee 2026-02',
      'Late Fee 2026-03',
    ]);

    const reminders = () =>
      dbOf(t)
        .selectFrom('mailOutbox')
        .select('subject')
        .where('subject', '=', `Reminder: invoice ${charged.invoiceNum} is past due`)
        .execute();
    expect(await sendReminders(deps, '2026-02-13')).toBe(0); // 29 days overdue
    expect(await sendReminders(deps, '2026-02-14')).toBe(1);
    expect(await sendReminders(deps, '2026-02-20')).toBe(0);
    expect(await sendReminders(deps, '2026-03-16')).toBe(1); // 60 days
    expect(await reminders()).toHaveLength(2);
    const steps = await dbOf(t).selectFrom('invoiceReminders').select('step').where('invoiceId', '=', id).orderBy('step').execute();
    expect(steps.map((row) => row.step)).toEqual([30, 60]);

    await setCustomer({ chargeLateFee: false, invoiceReminder: 0 });
    expect(await chargeLateFees(deps, '2026-04-01')).toBe(0);
    expect(await sendReminders(deps, '2026-04-15')).toBe(0);
  });

  it('is run by the portal scheduler: the daily invoicing falls due at 6:00 in the lab and works for that day', async () => {
    const zone = t.config.labTimeZone;
    const today = labToday(zone);
    const made = await call<Json>(t, '/api/pickups', {
      token: admin,
      json: pickupJson(facts, { samples: [{ sampleTypeId: facts.cylinder.id, qty: 1, castDate: today }] }),
    });
    const pickup = made.body.pickup as Json;
    await call(t, `/api/pickups/receive/${pickup.id}`, { token: admin, method: 'PUT', json: { samples: [] } });
    await setCustomer({ invoiceFrequency: 'Daily' });
    const declared = await dbOf(t).selectFrom('jobSchedules').select('job').execute();
    expect(declared).toEqual([]);
    const { scheduler } = t.portal;
    await scheduler.sync(new Date(`${today}T00:00:00Z`));
    const schedules = await dbOf(t).selectFrom('jobSchedules').select(['job', 'pattern']).orderBy('job').execute();
    expect(schedules).toEqual([
      { job: INVOICING_JOBS.daily, pattern: '0 6 * * *' },
      { job: INVOICING_JOBS.lateFees, pattern: '0 5 1 * *' },
      { job: INVOICING_JOBS.reminders, pattern: '30 6 * * *' },
      { job: INVOICING_JOBS.statements, pattern: '0 7 1 * *' },
    ]);
    const sixTomorrow = nextOccurrence('0 6 * * *', zone, new Date(`${addDays(today, 1)}T00:00:00Z`));
    const runs = await scheduler.tick(sixTomorrow);
    expect(runs.find((run) => run.job === INVOICING_JOBS.daily)).toMatchObject({ date: addDays(today, 1) });
    // The queue runs on the same clock as the scheduler.
    while ((await t.portal.jobs.runDue(10, sixTomorrow)) > 0);
    const invoices = await dbOf(t).selectFrom('invoices').select('id').where('pickupId', '=', pickup.id).execute();
    expect(invoices).toHaveLength(1);
    expect(await scheduler.tick(sixTomorrow)).toEqual([]);
  });
});
