import { z } from 'zod';
import { addDays, labToday } from '../shared/dates.ts';
import type { PageUnderTest } from './bare-pages.ts';
import { setSave } from './break-set.ts';

/** A call to the portal's API as the demo admin: its JSON answer, or an error naming its status. */
export type AdminCall = (method: 'GET' | 'POST' | 'PUT', path: string, json?: unknown) => Promise<unknown>;

/** The first `id` a query of the portal's database answers (the demo lab's facts). */
export type IdQuery = (query: string) => Promise<number>;

/** The first row's id of `query`'s answer, which the demo lab must have. */
export function firstId(rows: ReadonlyArray<{ id: number }>, query: string): number {
  const row = rows[0];
  if (!row) throw new Error(`the demo lab has no answer to ${query}`);
  return row.id;
}

/** Sends the admin's calls through `send` (fetch to a server, or the app's own `request` in process). */
export function adminCall(send: (path: string, init: RequestInit) => Promise<Response>, token: string, origin: string): AdminCall {
  return async (method, path, json) => {
    const response = await send(path, {
      method,
      headers: { authorization: `Bearer ${token}`, origin, ...(json === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(json === undefined ? {} : { body: JSON.stringify(json) }),
    });
    const text = await response.text();
    if (response.status >= 300) throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
    return JSON.parse(text) as unknown;
  };
}

const QTY = 4;
const pickupAnswer = z.object({
  pickup: z.object({ id: z.number(), samples: z.array(z.object({ id: z.number(), specimens: z.array(z.object({ id: z.number() })) })) }),
});
const reportsAnswer = z.object({ reports: z.array(z.object({ id: z.number() })).min(1) });
const invoiceAnswer = z.object({ invoice: z.object({ id: z.number() }) });

/**
 * A received pickup of the demo company with one set of four 4 × 8 in cylinders cast 28 days
 * ago, all four broken (its report made) and the pickup invoiced, through the portal's API, so
 * the same on either database: the demo lab's own pickups have no report or invoice. Answers the
 * pages the bench measures: the dashboards and this pickup's, its first specimen's break form,
 * its report's and its invoice's (issue 29).
 */
export async function testedSet(call: AdminCall, idOf: IdQuery, timeZone: string): Promise<PageUnderTest[]> {
  const castDate = addDays(labToday(timeZone), -28);
  const created = pickupAnswer.parse(
    await call('POST', '/api/pickups', {
      customerId: await idOf("select customer_id as id from users where email = 'customer@demo.lab'"),
      driverId: await idOf("select id from users where email = 'driver@demo.lab'"),
      caller: 'Bench',
      receivedBy: 'Call',
      schedPickupDate: castDate,
      pickupAddr1: '1 Bench Way',
      pickupCity: 'Fresno',
      pickupState: 'CA',
      pickupZip: '93701',
      projectAddr1: '500 Tower Rd',
      tripCharge: 25,
      samples: [
        {
          sampleTypeId: await idOf("select id from sample_types where description = 'Concrete Cylinder 4x8'"),
          qty: QTY,
          castDate,
          minPsi: 4000,
        },
      ],
    }),
  ).pickup;
  const received = pickupAnswer.parse(
    await call('PUT', `/api/pickups/receive/${created.id}`, {
      samples: created.samples.map((sample) => ({ id: sample.id, actualQty: QTY })),
    }),
  ).pickup;
  const specimens = received.samples[0]!.specimens.map((specimen) => specimen.id);
  await call('PUT', `/api/break-report/set/${specimens[0]}`, setSave(specimens));
  const report = reportsAnswer.parse(await call('GET', `/api/pickups/reports/${created.id}`)).reports[0]!;
  const invoice = invoiceAnswer.parse(await call('GET', `/api/pickups/invoice/${created.id}`)).invoice;
  return [
    { name: '/admin', path: '/admin', as: 'admin' },
    { name: 'pickup', path: `/admin/pickups/${created.id}`, as: 'admin' },
    { name: 'break form', path: `/admin/break-report/${specimens[0]}`, as: 'admin' },
    { name: 'report', path: `/admin/reports/${report.id}`, as: 'admin' },
    { name: 'invoice', path: `/admin/invoices/${invoice.id}`, as: 'admin' },
    { name: '/admin/stats', path: '/admin/stats', as: 'admin' },
    { name: '/customers', path: '/customers', as: 'customer' },
  ];
}
