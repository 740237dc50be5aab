import type { Actor } from '../../../core/auth/actor.ts';
import { labToday } from '../../../shared/dates.ts';
import { assertCurrentVersion } from '../../../core/db/versioned.ts';
import { BusinessRuleError, InputError, NotAllowedError, NotFoundError } from '../../../core/errors.ts';
import type { PluginContext } from '../../../core/plugin/define-plugin.ts';
import { shareTransaction } from '../../../core/plugin/extension-points.ts';
import { customersService } from '../../customers/index.ts';
import { inspectorsService } from '../../inspectors/index.ts';
import { findOrCreateLocation, savedLocationsService } from '../../saved-locations/index.ts';
import { withProjectAddress } from '../addresses.ts';
import { record, type Writer } from '../audit.ts';
import { pickupDetail } from '../detail.ts';
import { pickupSaved } from '../extension-points.ts';
import { PICKUP_MESSAGES as M } from '../messages.ts';
import {
  driverExists,
  findPickup,
  insertPickup,
  statusByCode,
  statusById,
  updatePickup,
  type Db,
  type PickupScope,
} from '../pickups.repository.ts';
import type { PickupRow } from '../pickups.table.ts';
import { inTransaction, type PickupDeps } from '../pickups.service.ts';
import { presentPickup } from '../present.ts';
import { insertSample } from '../samples.service.ts';
import { sampleInputSchema } from '../schema.ts';
import { mailRequestAnswer } from './mail.tsx';
import { companyRefusal, dateRefusal, REQUEST_MESSAGES as R } from './messages.ts';
import type { ConfirmRequestInput, DeclineRequestInput, PickupRequestInput } from './schema.ts';

export type RequestDeps = PickupDeps & Pick<PluginContext, 'mail'>;

/** The statuses of a request's life, by code. */
export const REQUEST_STATUS = { requested: 'requested', open: 'open', declined: 'declined', cancelled: 'cancelled' } as const;

/** The lab's clock now, `HH:mm`. */
function labTimeNow(timeZone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(now);
}

/** Where the samples wait: one of the company's saved addresses (with the lab's trip charge for it), or the one typed. */
async function requestAddress(writer: Writer, customerId: number, input: PickupRequestInput) {
  if (input.savedLocationId) {
    const location = await savedLocationsService.findLocation(writer.trx, input.savedLocationId);
    if (!location || location.customerId !== customerId) throw new InputError(R.location, { savedLocationId: R.location });
    const address = {
      pickupAddr1: location.pickupAddr1,
      pickupAddr2: location.pickupAddr2,
      pickupCity: location.pickupCity,
      pickupState: null,
      pickupZip: location.pickupZip,
    };
    return { address, location, savedPickupLocationId: location.id };
  }
  const address = {
    pickupAddr1: input.pickupAddr1!,
    pickupAddr2: input.pickupAddr2 ?? null,
    pickupCity: input.pickupCity!,
    pickupState: input.pickupState ?? null,
    pickupZip: input.pickupZip ?? null,
  };
  if (!input.saveAddress) return { address, location: null, savedPickupLocationId: null };
  const { location } = await findOrCreateLocation(
    writer.trx,
    { customerId, ...address },
    { record: writer.audit.record, actor: writer.actor },
  );
  return { address, location, savedPickupLocationId: location.id };
}

/**
 * `POST /api/pickup-requests`: a customer user asks for a pickup. It waits in "Requested" for
 * the office; the company's status, the date and the lab's same-day cut-off may refuse it.
 */
export async function requestPickup(deps: RequestDeps, actor: Actor, input: PickupRequestInput) {
  const customerId = actor.customerId;
  if (customerId === null) throw new NotAllowedError(R.noCompany);
  const today = labToday(deps.config.labTimeZone);
  const dateProblem = dateRefusal(input.schedPickupDate, today, labTimeNow(deps.config.labTimeZone), deps.config.sameDayRequestCutoff);
  if (dateProblem) throw new InputError(dateProblem, { schedPickupDate: dateProblem });
  return inTransaction(deps, actor, async (writer) => {
    const { trx } = writer;
    const company = await customersService.companySummary(trx, customerId);
    if (!company) throw new NotAllowedError(R.noCompany);
    const refusal = companyRefusal(company.status);
    if (refusal) throw new BusinessRuleError(refusal);
    if (input.inspectorId) {
      const inspectors = await inspectorsService.companyInspectorChoices(trx, customerId);
      if (!inspectors.some((inspector) => inspector.id === input.inspectorId))
        throw new InputError('Choose an inspector', { inspectorId: 'Choose an inspector' });
    }
    const { address, location, savedPickupLocationId } = await requestAddress(writer, customerId, input);
    const requested = await statusByCode(trx, REQUEST_STATUS.requested);
    const inserted = await insertPickup(
      trx,
      withProjectAddress({
        customerId,
        pickupStatusId: requested.id,
        orderDate: today,
        schedPickupDate: input.schedPickupDate,
        windowFrom: input.windowFrom ?? null,
        windowTo: input.windowTo ?? null,
        inspectorId: input.inspectorId ?? null,
        caller: input.caller,
        callerPhone: input.callerPhone ?? null,
        instructions: input.instructions ?? null,
        receivedBy: 'Portal',
        droppedOff: false,
        ...address,
        // The lab's charges for the place: the saved location's, else none until the office sets them.
        tripCharge: location?.tripCharge ?? 0,
        fuelCharge: location?.fuelCharge ?? company.fuelCharge,
        mapPage: location?.mapPage ?? null,
        crossStreet: location?.crossStreet ?? null,
        savedPickupLocationId,
        savedProjectLocationId: savedPickupLocationId,
        requestedBy: actor.userId,
        requestedAt: new Date(),
      }),
    );
    for (const [index, set] of (input.samples ?? []).entries())
      await insertSample(
        writer,
        inserted,
        sampleInputSchema.parse({ sampleTypeId: set.sampleTypeId, qty: set.qty, castDate: set.castDate }),
        index,
      );
    await record(writer, 'pickup', inserted.id, 'create', null, presentPickup(inserted));
    return pickupDetail(trx, inserted);
  });
}

/** A request still waiting for the office, locked for the change; anything else is refused with its status. */
async function waitingRequest(trx: Db, id: number, scope: PickupScope): Promise<PickupRow> {
  const pickup = await findPickup(trx, id, scope, true);
  if (!pickup || pickup.requestedAt === null) throw new NotFoundError(R.notFound);
  const status = await statusById(trx, pickup.pickupStatusId);
  if (status?.code !== REQUEST_STATUS.requested) throw new BusinessRuleError(R.notRequested(status?.description ?? 'unknown'));
  return pickup;
}

async function changeRequest(writer: Writer, before: PickupRow, changes: Parameters<typeof updatePickup>[2], version?: number) {
  const after = await updatePickup(writer.trx, before.id, changes, version);
  await record(writer, 'pickup', before.id, 'update', presentPickup(before), presentPickup(after));
  return after;
}

/** `POST /api/pickup-requests/{id}/cancel`: the company withdraws its request, until the lab has confirmed it. */
export async function cancelRequest(deps: RequestDeps, actor: Actor, id: number) {
  return inTransaction(deps, actor, async (writer) => {
    const before = await waitingRequest(writer.trx, id, { all: false, customerId: actor.customerId });
    const cancelled = await statusByCode(writer.trx, REQUEST_STATUS.cancelled);
    return presentPickup(await changeRequest(writer, before, { pickupStatusId: cancelled.id }));
  });
}

/**
 * `POST /api/pickup-requests/{id}/confirm`: the office takes the request. It becomes an open
 * pickup with its driver and day, and the customer user who asked is mailed.
 */
export async function confirmRequest(deps: RequestDeps, actor: Actor, id: number, input: ConfirmRequestInput) {
  return inTransaction(deps, actor, async (writer) => {
    const { trx } = writer;
    const before = await waitingRequest(trx, id, { all: true });
    assertCurrentVersion(before, input.version);
    if (!(await driverExists(trx, input.driverId!))) throw new InputError(M.driver, { driverId: M.driver });
    const open = await statusByCode(trx, REQUEST_STATUS.open);
    const after = await changeRequest(
      writer,
      before,
      { pickupStatusId: open.id, driverId: input.driverId, schedPickupDate: input.schedPickupDate },
      input.version,
    );
    await deps.extensions.collect(pickupSaved, {
      trx: shareTransaction(trx),
      pickupId: id,
      actor,
      changesInvoice: false,
      updateInvoice: false,
    });
    await mailRequestAnswer(deps, trx, after, { kind: 'confirmed' });
    return pickupDetail(trx, after);
  });
}

/** `POST /api/pickup-requests/{id}/decline`: the office cannot take it; the reason is kept and mailed. */
export async function declineRequest(deps: RequestDeps, actor: Actor, id: number, input: DeclineRequestInput) {
  return inTransaction(deps, actor, async (writer) => {
    const before = await waitingRequest(writer.trx, id, { all: true });
    assertCurrentVersion(before, input.version);
    const declined = await statusByCode(writer.trx, REQUEST_STATUS.declined);
    const after = await changeRequest(writer, before, { pickupStatusId: declined.id, declineReason: input.reason }, input.version);
    await mailRequestAnswer(deps, writer.trx, after, { kind: 'declined', reason: input.reason });
    return pickupDetail(writer.trx, after);
  });
}

/** A company's requests, newest first: "My Requests" (the lab's answer shows as the status). */
export function companyRequests(db: Db, customerId: number) {
  return db
    .selectFrom('pickups')
    .innerJoin('pickupStatuses', 'pickupStatuses.id', 'pickups.pickupStatusId')
    .select([
      'pickups.id',
      'pickups.pickupNumber',
      'pickups.schedPickupDate',
      'pickups.pickupAddr1',
      'pickups.pickupCity',
      'pickups.declineReason',
      'pickups.requestedAt',
      'pickups.version',
      'pickupStatuses.code as statusCode',
      'pickupStatuses.description as status',
    ])
    .where('pickups.customerId', '=', customerId)
    .where('pickups.requestedAt', 'is not', null)
    .orderBy('pickups.requestedAt', 'desc')
    .orderBy('pickups.id', 'desc')
    .limit(100)
    .execute();
}

/**
 * The Requested status's id as a subquery: compared with it, the status index yields the waiting
 * requests alone. Joined by the status's code instead, the planner guessed a sixth of all pickups
 * and walked them all by date (decision 246).
 */
function requestedStatusId(db: Db) {
  return db.selectFrom('pickupStatuses').select('pickupStatuses.id').where('pickupStatuses.code', '=', REQUEST_STATUS.requested);
}

/** The requests waiting for the office, soonest first: the top of /admin/pickups and the dashboard card. */
export function waitingRequests(db: Db) {
  return waitingRequestsQuery(db).execute();
}

/** The statement of `waitingRequests`. */
export function waitingRequestsQuery(db: Db) {
  return db
    .selectFrom('pickups')
    .select([
      'pickups.id',
      'pickups.pickupNumber',
      'pickups.customerId',
      'pickups.schedPickupDate',
      'pickups.windowFrom',
      'pickups.windowTo',
      'pickups.pickupAddr1',
      'pickups.pickupCity',
      'pickups.caller',
      'pickups.callerPhone',
      'pickups.version',
    ])
    .where('pickups.pickupStatusId', '=', requestedStatusId(db))
    .orderBy('pickups.schedPickupDate')
    .orderBy('pickups.id')
    .limit(200);
}

/** How many requests wait for the office: the dashboard's Requested Pickups. */
export async function waitingRequestCount(db: Db): Promise<number> {
  const row = await db
    .selectFrom('pickups')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('pickups.pickupStatusId', '=', requestedStatusId(db))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
