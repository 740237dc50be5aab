import type { Context } from 'hono';
import { labToday } from '../../core/dates.ts';
import { BusinessRuleError, InputError, NotFoundError } from '../../core/errors.ts';
import type { AppEnv } from '../../core/http/env.ts';
import type { PluginContext } from '../../core/plugin/define-plugin.ts';
import { savedLocationIds, withProjectAddress } from './addresses.ts';
import type { Writer } from './audit.ts';
import { record } from './audit.ts';
import { pickupDetail, setsForStatus } from './detail.ts';
import { PICKUP_MESSAGES as M } from './messages.ts';
import { customerOf, defaultStatus, driverExists, findPickup, statusById, type Db } from './pickups.repository.ts';
import type { PickupRow } from './pickups.table.ts';
import { presentPickup } from './present.ts';
import { changesInvoice } from './rules/invoice-impact.ts';
import { datesOnReceive, STATUS_CODE, statusChangeWarning } from './rules/status.ts';
import { insertSample, syncSamples } from './sample-writes.ts';
import type { PickupInput } from './schema.ts';

export type PickupDeps = Pick<PluginContext, 'db' | 'audit' | 'config'>;

/** Runs a write in one transaction, with the request's actor for the audit trail. */
export function inTransaction<T>(deps: PickupDeps, c: Context<AppEnv>, work: (writer: Writer) => Promise<T>): Promise<T> {
  const actor = deps.audit.actorOf(c);
  return deps.db.transaction().execute((trx) => work({ trx: trx as Db, audit: deps.audit, actor }));
}

async function checkReferences(trx: Db, input: PickupInput) {
  if (!(await customerOf(trx, input.customerId!))) throw new InputError(M.customer, { customerId: M.customer });
  if (input.driverId && !(await driverExists(trx, input.driverId))) throw new InputError(M.driver, { driverId: M.driver });
}

/** A status the client asked for, or the default; an unknown id is a 400. */
async function statusOf(trx: Db, id: number | null | undefined) {
  const status = id ? await statusById(trx, id) : await defaultStatus(trx);
  if (!status) throw new InputError(M.status, { pickupStatusId: M.status });
  return status;
}

/** The pickup columns of a form (empty times and dates are null, as the schema reads them). */
function pickupColumns(input: PickupInput) {
  const { samples: _samples, ...fields } = input;
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
export async function createPickup(deps: PickupDeps, c: Context<AppEnv>, form: PickupInput) {
  const input = withProjectAddress(form);
  return inTransaction(deps, c, async (writer) => {
    const { trx } = writer;
    await checkReferences(trx, input);
    const customer = (await customerOf(trx, input.customerId!))!;
    const open = await defaultStatus(trx);
    const locations = await savedLocationIds(writer, input);
    const inserted = await trx
      .insertInto('pickups')
      .values({
        ...pickupColumns(input),
        ...locations,
        // A new pickup takes its customer's fuel charge unless the form chose one.
        fuelCharge: input.fuelCharge ?? customer.fuelCharge,
        pickupStatusId: open.id,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    for (const [index, sample] of (input.samples ?? []).entries()) await insertSample(writer, inserted, sample, index);
    const status = await applyStatus(trx, inserted, open.code, input.pickupStatusId, labToday(deps.config.labTimeZone));
    const pickup = await trx.updateTable('pickups').set(status).where('id', '=', inserted.id).returningAll().executeTakeFirstOrThrow();
    await record(writer, 'pickup', pickup.id, 'create', null, presentPickup(pickup));
    return pickupDetail(trx, pickup);
  });
}

/** `PUT /api/pickups/{id}`: the whole form; `changesInvoice` says whether the invoice must follow. */
export async function updatePickup(deps: PickupDeps, c: Context<AppEnv>, id: number, form: PickupInput, updateInvoice: boolean) {
  const input = withProjectAddress(form);
  return inTransaction(deps, c, async (writer) => {
    const { trx } = writer;
    const before = await findPickup(trx, id, { all: true }, true);
    if (!before) throw new NotFoundError(M.notFound);
    await checkReferences(trx, input);
    const current = (await statusById(trx, before.pickupStatusId))!;
    const samplesChanged = input.samples ? await syncSamples(writer, before, input.samples) : false;
    const columns = { ...pickupColumns(input), ...(await savedLocationIds(writer, input)) };
    const status = await applyStatus(trx, before, current.code, input.pickupStatusId, labToday(deps.config.labTimeZone));
    const invoiceChanged = changesInvoice(before, columns, samplesChanged);
    const after = await trx
      .updateTable('pickups')
      .set({ ...columns, ...status, changesInvoice: invoiceChanged || updateInvoice || before.changesInvoice, updatedAt: new Date() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await record(writer, 'pickup', id, 'update', presentPickup(before), presentPickup(after));
    return { pickup: await pickupDetail(trx, after), changesInvoice: invoiceChanged };
  });
}

/** `DELETE /api/pickups/{id}`: refused once received or invoiced, whose records the lab keeps. */
export async function deletePickup(deps: PickupDeps, c: Context<AppEnv>, id: number) {
  await inTransaction(deps, c, async (writer) => {
    const before = await findPickup(writer.trx, id, { all: true }, true);
    if (!before) throw new NotFoundError(M.notFound);
    const status = await statusById(writer.trx, before.pickupStatusId);
    if (before.invoiced || status?.code === STATUS_CODE.received || status?.code === STATUS_CODE.invoiced)
      throw new BusinessRuleError(M.deleteRefused);
    await writer.trx.deleteFrom('pickups').where('id', '=', id).execute();
    await record(writer, 'pickup', id, 'delete', presentPickup(before), null);
  });
}
