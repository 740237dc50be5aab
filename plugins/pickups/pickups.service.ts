import type { Actor } from '../../core/auth/actor.ts';
import { labToday } from '../../shared/dates.ts';
import { assertCurrentVersion } from '../../core/db/versioned.ts';
import { BusinessRuleError, InputError, NotFoundError } from '../../core/errors.ts';
import type { PluginContext } from '../../core/plugin/define-plugin.ts';
import { shareTransaction } from '../../core/plugin/extension-points.ts';
import { customersService } from '../customers/index.ts';
import { savedLocationIds, withProjectAddress } from './addresses.ts';
import { pickupSaved } from './extension-points.ts';
import { record, type Writer } from './audit.ts';
import { pickupDetail, setsForStatus } from './detail.ts';
import { PICKUP_MESSAGES as M } from './messages.ts';
import {
  defaultStatus,
  deletePickup as deletePickupRow,
  driverExists,
  findPickup,
  insertPickup,
  statusById,
  updatePickup as updatePickupRow,
  type Db,
} from './pickups.repository.ts';
import type { PickupRow, PickupsDatabase } from './pickups.table.ts';
import { presentPickup } from './present.ts';
import { changesInvoice } from './rules/invoice-impact.ts';
import { assertOdometer } from './rules/odometer.ts';
import { datesOnReceive, deleteRefusal, STATUS_CODE, statusChangeWarning } from './rules/status.ts';
import { assertSampleSetsChangeable } from './sample-set-guard.ts';
import { insertSample, syncSamples } from './samples.service.ts';
import type { PickupInput } from './schema.ts';

export type PickupDeps = Pick<PluginContext<PickupsDatabase>, 'db' | 'audit' | 'config' | 'extensions'>;

/** Runs a write in one transaction, its changes recorded as the actor's. */
export function inTransaction<T>(deps: PickupDeps, actor: Actor, work: (writer: Writer) => Promise<T>): Promise<T> {
  return deps.db.transaction().execute((trx) => work({ trx, audit: deps.audit, actor }));
}

/** The pickup's company (a 400 on the field when there is none) and, when named, its driver. */
async function checkReferences(trx: Db, input: PickupInput) {
  const customer = await customersService.companySummary(trx, input.customerId!);
  if (!customer) throw new InputError(M.customer, { customerId: M.customer });
  if (input.driverId && !(await driverExists(trx, input.driverId))) throw new InputError(M.driver, { driverId: M.driver });
  return customer;
}

/** A status the client asked for, or the default; an unknown id is a 400. */
async function statusOf(trx: Db, id: number | null | undefined) {
  const status = id ? await statusById(trx, id) : await defaultStatus(trx);
  if (!status) throw new InputError(M.status, { pickupStatusId: M.status });
  return status;
}

/** The pickup columns of a form (empty times and dates are null, as the schema reads them). */
function pickupColumns(input: PickupInput) {
  const { samples: _samples, version: _version, ...fields } = input;
  return { ...fields, customerId: input.customerId!, tripCharge: input.tripCharge ?? 0 };
}

/** The status rules of section 4: a refused change is a 422 warning with the spec's text. */
async function applyStatus(trx: Db, pickup: PickupRow, currentCode: string, nextId: number | null | undefined, today: string) {
  const next = await statusOf(trx, nextId ?? pickup.pickupStatusId);
  const warning = statusChangeWarning(currentCode, next.code, await setsForStatus(trx, pickup.id));
  if (warning) throw new BusinessRuleError(warning, 'warning');
  const dates = next.code === STATUS_CODE.received && currentCode !== STATUS_CODE.received ? datesOnReceive(pickup, today) : {};
  return { pickupStatusId: next.id, ...dates };
}

/** `POST /api/pickups`: the pickup, its sample sets and their specimens, in one transaction. */
export async function createPickup(deps: PickupDeps, actor: Actor, form: PickupInput) {
  const input = withProjectAddress(form);
  assertOdometer(null, input);
  return inTransaction(deps, actor, async (writer) => {
    const { trx } = writer;
    const customer = await checkReferences(trx, input);
    const open = await defaultStatus(trx);
    const inserted = await insertPickup(trx, {
      ...pickupColumns(input),
      ...(await savedLocationIds(writer, input)),
      // A new pickup takes its customer's fuel charge unless the form chose one.
      fuelCharge: input.fuelCharge ?? customer.fuelCharge,
      pickupStatusId: open.id,
    });
    for (const [index, sample] of (input.samples ?? []).entries()) await insertSample(writer, inserted, sample, index);
    const status = await applyStatus(trx, inserted, open.code, input.pickupStatusId, labToday(deps.config.labTimeZone));
    const pickup = await updatePickupRow(trx, inserted.id, status);
    await record(writer, 'pickup', pickup.id, 'create', null, presentPickup(pickup));
    await deps.extensions.collect(pickupSaved, {
      trx: shareTransaction(trx),
      pickupId: pickup.id,
      actor,
      changesInvoice: false,
      updateInvoice: false,
    });
    return pickupDetail(trx, pickup);
  });
}

/**
 * `PUT /api/pickups/{id}`: the whole form. A form opened before another save is refused (409)
 * before any of its sample sets is touched, so it never deletes a set it did not know about.
 * `changesInvoice` says whether the invoice must follow.
 */
export async function updatePickup(deps: PickupDeps, actor: Actor, id: number, form: PickupInput, updateInvoice: boolean) {
  const input = withProjectAddress(form);
  return inTransaction(deps, actor, async (writer) => {
    const { trx } = writer;
    const before = await findPickup(trx, id, { all: true }, true);
    if (!before) throw new NotFoundError(M.notFound);
    assertCurrentVersion(before, input.version);
    assertOdometer(before, input);
    await checkReferences(trx, input);
    const current = (await statusById(trx, before.pickupStatusId))!;
    const synced = input.samples ? await syncSamples(writer, before, input.samples) : { changed: false, changedSampleIds: [] };
    await assertSampleSetsChangeable(deps.extensions, trx, synced.changedSampleIds);
    const samplesChanged = synced.changed;
    const columns = { ...pickupColumns(input), ...(await savedLocationIds(writer, input)) };
    const status = await applyStatus(trx, before, current.code, input.pickupStatusId, labToday(deps.config.labTimeZone));
    const invoiceChanged = changesInvoice(before, columns, samplesChanged);
    const after = await updatePickupRow(
      trx,
      id,
      { ...columns, ...status, changesInvoice: invoiceChanged || updateInvoice || before.changesInvoice },
      input.version,
    );
    await record(writer, 'pickup', id, 'update', presentPickup(before), presentPickup(after));
    await deps.extensions.collect(pickupSaved, {
      trx: shareTransaction(trx),
      pickupId: id,
      actor,
      changesInvoice: invoiceChanged,
      updateInvoice,
    });
    return { pickup: await pickupDetail(trx, after), changesInvoice: invoiceChanged };
  });
}

/** `DELETE /api/pickups/{id}`: refused once received or invoiced, whose records the lab keeps. */
export async function deletePickup(deps: PickupDeps, actor: Actor, id: number) {
  await inTransaction(deps, actor, async (writer) => {
    const before = await findPickup(writer.trx, id, { all: true }, true);
    if (!before) throw new NotFoundError(M.notFound);
    const status = await statusById(writer.trx, before.pickupStatusId);
    deleteRefusal({ invoiced: before.invoiced, statusCode: status?.code });
    await deletePickupRow(writer.trx, id);
    await record(writer, 'pickup', id, 'delete', presentPickup(before), null);
  });
}
