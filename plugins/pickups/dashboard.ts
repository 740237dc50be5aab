import { sql } from 'kysely';
import { addDays, toDisplayDate } from '../../shared/dates.ts';
import type { DashboardContribution, DashboardRequest, ListCardRow } from '../../core/dashboard/cards.ts';
import type { PluginContext } from '../../core/plugin/define-plugin.ts';
import { customersService } from '../customers/index.ts';
import type { Db } from './pickups.repository.ts';
import type { PickupsDatabase } from './pickups.table.ts';
import { PICKUPS_PERMISSION as P } from './permissions.ts';
import { REQUEST_MESSAGES as R } from './requests/messages.ts';
import { companyRequests, REQUEST_STATUS, waitingRequestCount } from './requests/service.ts';

/** Specimens no longer waiting for a break: tested, or set aside. */
const NOT_WAITING = ['Cancelled', 'Hold'];
/** How many rows an expandable card lists at most; its count says how many it holds. */
const CARD_ROWS = 50;

/** `pickupsToday`: the pickups scheduled today and those of them not yet received. */
async function pickupsToday(db: Db, today: string) {
  const row = await db
    .selectFrom('pickups')
    .innerJoin('pickupStatuses', 'pickupStatuses.id', 'pickups.pickupStatusId')
    .select((eb) => [
      eb.fn.countAll<string>().as('total'),
      eb.fn.countAll<string>().filterWhere('pickupStatuses.code', '=', 'open').as('remaining'),
    ])
    .where('pickups.schedPickupDate', '=', today)
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), remaining: Number(row.remaining) };
}

/** `todaysStops`: a driver's stops today, and those of them not picked up yet. */
async function driverStopsToday(db: Db, today: string, driverId: number) {
  const row = await db
    .selectFrom('pickups')
    .innerJoin('pickupStatuses', 'pickupStatuses.id', 'pickups.pickupStatusId')
    .select((eb) => [
      eb.fn.countAll<string>().as('total'),
      eb.fn
        .countAll<string>()
        .filterWhere((w) => w.and([w('pickupStatuses.code', '=', 'open'), w('pickups.actualPickupDate', 'is', null)]))
        .as('remaining'),
    ])
    .where('pickups.schedPickupDate', '=', today)
    .where('pickups.driverId', '=', driverId)
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), remaining: Number(row.remaining) };
}

/** `pickups`: the open pickups, not yet received. */
async function openPickups(db: Db) {
  const row = await db
    .selectFrom('pickups')
    .innerJoin('pickupStatuses', 'pickupStatuses.id', 'pickups.pickupStatusId')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('pickupStatuses.code', '=', 'open')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

// A literal, not a parameter: the counts then match the partial index of untested specimens.
const untested = (db: Db) =>
  db.selectFrom('specimens').where('specimens.specimenStatus', '<>', sql.lit('Tested')).where('specimens.status', 'not in', NOT_WAITING);

/** `samplesToday`: specimens overdue (test date passed, untested), due today and untested, and tested with today's test date. */
async function samplesToday(db: Db, today: string) {
  const waiting = await untested(db)
    .select((eb) => [
      eb.fn.countAll<string>().filterWhere('specimens.testDate', '<', today).as('overdue'),
      eb.fn.countAll<string>().filterWhere('specimens.testDate', '=', today).as('awaitingTesting'),
    ])
    .where('specimens.testDate', '<=', today)
    .executeTakeFirstOrThrow();
  const tested = await db
    .selectFrom('specimens')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('specimens.specimenStatus', '=', 'Tested')
    .where('specimens.testDate', '=', today)
    .executeTakeFirstOrThrow();
  return { overdue: Number(waiting.overdue), awaitingTesting: Number(waiting.awaitingTesting), tested: Number(tested.count) };
}

/** `samples`: every specimen still waiting for its break. */
async function waitingSpecimens(db: Db) {
  const row = await untested(db)
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

async function todaysPickupRows(db: Db, request: DashboardRequest): Promise<ListCardRow[]> {
  let query = db
    .selectFrom('pickups')
    .innerJoin('pickupStatuses', 'pickupStatuses.id', 'pickups.pickupStatusId')
    .select(['pickups.id', 'pickups.pickupNumber', 'pickups.customerId', 'pickups.pickupAddr1', 'pickups.pickupCity', 'pickups.priority'])
    .select('pickupStatuses.description as status')
    .where('pickups.schedPickupDate', '=', request.today);
  // A driver's simple dashboard holds its own stops only.
  if (request.actor.role === 'driver') query = query.where('pickups.driverId', '=', request.actor.userId);
  const rows = await query.orderBy('pickups.stopNum').orderBy('pickups.pickupNumber').limit(CARD_ROWS).execute();
  const companies = await customersService.companyNames(
    db,
    rows.map((row) => row.customerId),
  );
  return rows.map((row) => ({
    label: `#${row.pickupNumber} ${companies.get(row.customerId) ?? ''}`.trim(),
    detail: [row.pickupAddr1, row.pickupCity].filter(Boolean).join(', '),
    href: `/admin/pickups/${row.id}`,
    badges: [row.status, ...(row.priority === 'Standard' ? [] : [row.priority])],
  }));
}

async function overdueSpecimenRows(db: Db, today: string): Promise<ListCardRow[]> {
  const rows = await untested(db)
    .innerJoin('samples', 'samples.id', 'specimens.sampleId')
    .innerJoin('pickups', 'pickups.id', 'samples.pickupId')
    .select(['specimens.specimenNum', 'specimens.testDate', 'specimens.immediate', 'pickups.id as pickupId', 'pickups.pickupNumber'])
    .where('specimens.testDate', '<', today)
    .orderBy('specimens.testDate')
    .orderBy('specimens.id')
    .limit(CARD_ROWS)
    .execute();
  return rows.map((row) => ({
    label: `Specimen #${row.specimenNum}`,
    detail: `Pickup #${row.pickupNumber}, test date ${toDisplayDate(row.testDate)}`,
    href: `/admin/pickups/${row.pickupId}`,
    badges: row.immediate ? ['Immediate', 'Overdue'] : ['Overdue'],
  }));
}

/**
 * A customer's own pickups from `from` to `to` (inclusive), newest or soonest first; `waiting`
 * keeps those the lab confirmed and has not received yet (an upcoming pickup is one still to come).
 */
async function ownPickupRows(
  db: Db,
  customerId: number | null,
  range: { from: string; to: string; soonestFirst: boolean; waiting?: boolean },
) {
  if (customerId === null) return [];
  let query = db
    .selectFrom('pickups')
    .innerJoin('pickupStatuses', 'pickupStatuses.id', 'pickups.pickupStatusId')
    .select(['pickups.id', 'pickups.pickupNumber', 'pickups.schedPickupDate', 'pickups.projectAddr1', 'pickups.pickupAddr1'])
    .select('pickupStatuses.description as status')
    .where('pickups.customerId', '=', customerId)
    .where('pickups.schedPickupDate', '>=', range.from)
    .where('pickups.schedPickupDate', '<=', range.to);
  if (range.waiting) query = query.where('pickupStatuses.code', '=', 'open');
  const rows = await query
    .orderBy('pickups.schedPickupDate', range.soonestFirst ? 'asc' : 'desc')
    .orderBy('pickups.pickupNumber', range.soonestFirst ? 'asc' : 'desc')
    .limit(CARD_ROWS)
    .execute();
  return rows.map((row) => ({
    label: `Pickup #${row.pickupNumber}`,
    detail: `${toDisplayDate(row.schedPickupDate)} ${row.projectAddr1 ?? row.pickupAddr1 ?? ''}`.trim(),
    href: `/customers/pickups/${row.id}`,
    badges: [row.status],
  }));
}

/** "My Requests": a customer's requests with the lab's answer, each cancellable while it waits. */
async function ownRequestRows(db: Db, customerId: number | null): Promise<ListCardRow[]> {
  if (customerId === null) return [];
  const rows = await companyRequests(db, customerId);
  return rows.slice(0, CARD_ROWS).map((row) => ({
    label: `Pickup #${row.pickupNumber}`,
    detail: `${toDisplayDate(row.schedPickupDate)} ${[row.pickupAddr1, row.pickupCity].filter(Boolean).join(', ')}`,
    badges: [row.status],
    ...(row.statusCode === REQUEST_STATUS.requested && {
      actions: [
        {
          label: 'Cancel Request',
          path: `/api/pickup-requests/${row.id}/cancel`,
          method: 'POST' as const,
          successMessage: R.cancelled,
          confirm: `Cancel your request for pickup #${row.pickupNumber}?`,
        },
      ],
    }),
  }));
}

/** Pickups' cards: today's pickups and the specimens' day for staff, a customer's own pickups. */
export function pickupsDashboard(ctx: PluginContext<PickupsDatabase>, request: DashboardRequest): DashboardContribution {
  const { db } = ctx;
  const { today } = request;
  return {
    stats: [
      {
        key: 'pickupsToday',
        title: 'Pickups Today',
        permission: P.dashboardOffice,
        order: 10,
        headline: 'total',
        parts: [{ field: 'remaining', label: 'Remaining' }],
        load: () => pickupsToday(db, today),
      },
      {
        key: 'samplesToday',
        title: 'Samples Today',
        permission: P.dashboardTesting,
        order: 50,
        headline: 'awaitingTesting',
        parts: [
          { field: 'overdue', label: 'Overdue' },
          { field: 'awaitingTesting', label: 'Awaiting Testing' },
          { field: 'tested', label: 'Tested' },
        ],
        load: () => samplesToday(db, today),
      },
      { key: 'pickups', title: 'Open Pickups (All Dates)', permission: P.dashboardOffice, order: 60, load: () => openPickups(db) },
      {
        key: 'todaysStops',
        title: "Today's Stops",
        permission: P.dashboardDriver,
        order: 11,
        headline: 'total',
        parts: [{ field: 'remaining', label: 'Remaining' }],
        perPerson: true,
        load: () => driverStopsToday(db, today, request.actor.userId),
      },
      {
        key: 'requestedPickups',
        title: 'Requested Pickups',
        permission: P.dashboardRequested,
        order: 5,
        load: () => waitingRequestCount(db),
      },
      {
        key: 'samples',
        title: 'Samples Awaiting Testing (All Dates)',
        permission: P.dashboardTesting,
        order: 80,
        load: () => waitingSpecimens(db),
      },
    ],
    lists: [
      {
        id: 'todays-pickups',
        title: "Today's Pickups",
        permission: P.dashboardToday,
        order: 20,
        empty: 'No pickups scheduled today.',
        load: () => todaysPickupRows(db, request),
      },
      {
        id: 'overdue-specimens',
        title: 'Overdue Specimens',
        permission: P.dashboardTesting,
        order: 40,
        empty: 'No overdue specimens.',
        load: () => overdueSpecimenRows(db, today),
      },
      {
        id: 'upcoming-pickups',
        title: 'Upcoming Pickups',
        permission: P.dashboardOwn,
        order: 30,
        empty: 'No pickups scheduled.',
        load: () =>
          ownPickupRows(db, request.actor.customerId, { from: today, to: addDays(today, 365), soonestFirst: true, waiting: true }),
      },
      {
        id: 'recent-pickups',
        title: 'Recent Pickups',
        permission: P.dashboardOwn,
        order: 31,
        empty: 'No pickups in the last 30 days.',
        load: () => ownPickupRows(db, request.actor.customerId, { from: addDays(today, -30), to: addDays(today, -1), soonestFirst: false }),
      },
      {
        id: 'my-requests',
        title: 'My Requests',
        permission: P.request,
        order: 29,
        empty: 'No pickup requests.',
        load: () => ownRequestRows(db, request.actor.customerId),
      },
    ],
    links: [{ label: 'Request Pickup', href: '/customers/pickup-requests', permission: P.request, order: 10 }],
  };
}
