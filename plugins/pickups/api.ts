import { pickupForCustomer, sampleForCustomer } from './customer-view.ts';
import { z } from 'zod';
import { NotFoundError } from '../../core/errors.ts';
import { ID, idParams } from '../../core/http/params.ts';
import type { Context } from 'hono';
import type { SignedInEnv } from '../../core/http/env.ts';
import { actorOf, companyScopeOf } from '../../core/http/request.ts';
import { MEDIA_TYPES } from '../../core/http/media-types.ts';
import { messageAnswer } from '../../core/http/answers.ts';
import { ok } from '../../core/http/respond.ts';
import type { PluginContext } from '../../core/plugin/define-plugin.ts';
import type { PortalRouter } from '../../core/plugin/router.ts';
import { serveTable } from '../../core/table/serve.ts';
import {
  changedPickupAnswer,
  stopOrderAnswer,
  filterOptionsAnswer,
  historyAnswer,
  pickupAnswer,
  sampleAnswer,
  savedPickupAnswer,
  specimenAnswer,
  statusesAnswer,
  todayAnswer,
  updatedPickupAnswer,
} from './answers.ts';
import { findPickupDetail, samplesWithSpecimens } from './detail.ts';
import { optionalDate } from './fields.ts';
import { pickupHistory } from './history.ts';
import { pickupLookups } from './request-lookups.ts';
import { filterOptions, todaysPickups } from './lookups.ts';
import { PICKUP_MESSAGES as M } from './messages.ts';
import { PICKUPS_PERMISSION as P } from './permissions.ts';
import { createPickup, deletePickup, updatePickup } from './pickups.service.ts';
import { pickupsTableModel } from './pickups.model.ts';
import { findPickup, listStatuses } from './pickups.repository.ts';
import type { PickupsDatabase } from './pickups.table.ts';
import { receivePickup } from './receive.service.ts';
import { assertDriverFields, recordRoadDetails, updateSpecimen } from './road.service.ts';
import { findSampleSet } from './samples.repository.ts';
import { pickupRequestsApi } from './requests/api.ts';
import { moveStop } from './driver/stop-order.ts';
import { pickupRecordSchema, RECORD_MESSAGES, recordPickup } from './driver/record.ts';
import {
  driverUpdateSchema,
  pickupInputSchema,
  receiveInputSchema,
  specimenUpdateSchema,
  updateQuerySchema,
  type DriverUpdate,
  type PickupInput,
} from './schema.ts';

/** What `PUT /api/pickups/{id}` takes: the whole form from the office, the road fields from the pickup's driver. */
const pickupOrRoadFields = z.union([pickupInputSchema, driverUpdateSchema]);

/** A customer is answered only what its pickup screen shows. */
/** A customer's answers hold only what its screens show (no driver notes, odometer, rates or SKUs). */
const isCustomer = (c: Context<SignedInEnv>) => !companyScopeOf(c).all;

/** The pickups calls of the call catalogue (those that need no invoices or reports). */
export function pickupsApi(ctx: PluginContext<PickupsDatabase>): PortalRouter {
  const router = ctx.http.api();
  const { db } = ctx;

  serveTable(router, '/api/pickups', { permission: P.list, summary: 'The pickups list' }, pickupsTableModel, { db });

  router.get(
    '/api/pickups/filterOptions',
    { permission: P.list, summary: "The list's filter choices: inspectors, priorities, statuses, drivers", response: filterOptionsAnswer },
    async (c) => ok(c, await filterOptions(pickupLookups(db))),
  );
  router.get('/api/pickups/statuses', { permission: P.read, summary: 'The pickup statuses', response: statusesAnswer }, async (c) =>
    ok(c, { statuses: await listStatuses(db) }),
  );

  router.get(
    '/api/pickups/today',
    {
      permission: P.list,
      summary: "A day's pickups by driver (a driver sees its own)",
      query: z.object({ date: optionalDate.optional() }),
      response: todayAnswer,
    },
    async (c) => {
      const { date } = c.req.valid('query');
      const user = c.get('auth').user;
      // A driver sees the day's own stops; the office sees every driver's.
      const options = { date: date ?? undefined, driverId: user.role === 'driver' ? user.id : undefined };
      return ok(c, await todaysPickups(db, ctx.config.labTimeZone, options));
    },
  );

  for (const move of ['up', 'down'] as const)
    router.post(
      `/api/pickups/stops/${ID}/${move}`,
      {
        permission: P.update,
        summary: `Moves a stop ${move} its driver's day and saves the day's stop numbers (a driver: its own stops)`,
        params: idParams,
        response: stopOrderAnswer,
      },
      async (c) => ok(c, { order: await moveStop(ctx, actorOf(c), c.req.valid('param').id, move), message: M.stopMoved }),
    );

  router.put(
    `/api/pickups/${ID}/record`,
    {
      permission: P.update,
      summary:
        'Records the pickup at the stop: times, odometer, specimens collected, notes, who released the samples and their signature (a stale `version` is a 409)',
      params: idParams,
      body: pickupRecordSchema,
      response: changedPickupAnswer,
    },
    async (c) =>
      ok(c, { pickup: await recordPickup(ctx, actorOf(c), c.req.valid('param').id, c.req.valid('json')), message: RECORD_MESSAGES.saved }),
  );

  router.get(
    `/api/pickups/${ID}/signature`,
    {
      permission: P.list,
      summary: 'The signature of who released the samples, as a PNG image',
      params: idParams,
      answers: 'file',
      media: [MEDIA_TYPES.image],
    },
    async (c) => {
      const pickup = await findPickup(db, c.req.valid('param').id, { all: true });
      if (!pickup?.releaseSignature) throw new NotFoundError(M.notFound);
      return c.body(new Uint8Array(pickup.releaseSignature), 200, { 'content-type': 'image/png', 'cache-control': 'private, no-store' });
    },
  );

  router.get(
    `/api/pickups/history/${ID}`,
    {
      permission: P.list,
      summary: 'Who changed what on a pickup, its sample sets and specimens',
      params: idParams,
      response: historyAnswer,
    },
    async (c) => {
      const { id } = c.req.valid('param');
      if (!(await findPickup(db, id, { all: true }))) throw new NotFoundError(M.notFound);
      return ok(c, { history: await pickupHistory(db, ctx.audit, id) });
    },
  );

  router.get(
    `/api/pickups/samples/${ID}`,
    { permission: P.read, summary: 'One sample set with its type and specimens', params: idParams, response: sampleAnswer },
    async (c) => {
      const { id } = c.req.valid('param');
      const sample = await findSampleSet(db, id);
      if (!sample || !(await findPickup(db, sample.pickupId, companyScopeOf(c)))) throw new NotFoundError(M.sampleNotFound);
      const found = (await samplesWithSpecimens(db, sample.pickupId)).find((candidate) => candidate.id === id);
      return ok(c, { sample: found && isCustomer(c) ? sampleForCustomer(found) : found });
    },
  );

  router.get(
    `/api/pickups/${ID}`,
    {
      permission: P.read,
      summary: 'One pickup with its company, status, sample sets and sub-pickups',
      params: idParams,
      response: pickupAnswer,
    },
    async (c) => {
      const pickup = await findPickupDetail(db, c.req.valid('param').id, companyScopeOf(c));
      if (!pickup) throw new NotFoundError(M.notFound);
      return ok(c, { pickup: isCustomer(c) ? pickupForCustomer(pickup) : pickup });
    },
  );

  router.post(
    '/api/pickups',
    {
      permission: P.write,
      summary: 'Creates a pickup with its sample sets and specimens',
      body: pickupInputSchema,
      status: 201,
      response: savedPickupAnswer,
    },
    async (c) => {
      const pickup = await createPickup(ctx, actorOf(c), c.req.valid('json'));
      return ok(c, { pickup, message: M.saved }, 201);
    },
  );

  router.put(
    `/api/pickups/receive/${ID}`,
    {
      permission: P.write,
      summary: 'Receives a pickup: what did not arrive moves to a new sub-pickup',
      params: idParams,
      body: receiveInputSchema,
      response: savedPickupAnswer,
    },
    async (c) => {
      const { samples } = c.req.valid('json');
      const lines = samples.map((line) => ({ sampleId: line.id!, actualQty: line.actualQty! }));
      return ok(c, { pickup: await receivePickup(ctx, actorOf(c), c.req.valid('param').id, lines), message: M.received });
    },
  );

  router.put(
    `/api/pickups/${ID}`,
    {
      permission: P.update,
      summary: 'Saves a pickup: the office the whole form, its driver the road fields (a stale `version` is a 409)',
      params: idParams,
      query: updateQuerySchema,
      body: pickupOrRoadFields,
      bodyFor: (c) => (c.get('auth').user.role === 'driver' ? driverFieldsOnly : pickupInputSchema),
      response: updatedPickupAnswer,
    },
    async (c) => {
      const { id } = c.req.valid('param');
      const actor = actorOf(c);
      // `bodyFor` parsed the body with the schema of the caller's role.
      if (actor.role === 'driver')
        return ok(c, { pickup: await recordRoadDetails(ctx, actor, id, c.req.valid('json') as DriverUpdate), message: M.saved });
      const updateInvoice = c.req.valid('query').updateInvoice === 'true';
      const { pickup, changesInvoice } = await updatePickup(ctx, actor, id, c.req.valid('json') as PickupInput, updateInvoice);
      return ok(c, { pickup, changesInvoice, message: M.saved });
    },
  );

  router.delete(
    `/api/pickups/${ID}`,
    { permission: P.write, summary: 'Deletes a pickup not yet received or invoiced', params: idParams, response: messageAnswer },
    async (c) => {
      await deletePickup(ctx, actorOf(c), c.req.valid('param').id);
      return ok(c, { message: M.deleted });
    },
  );

  router.put(
    `/api/specimens/${ID}`,
    {
      permission: P.write,
      summary: "Saves a specimen's statuses, test type and dates (a stale `version` is a 409)",
      params: idParams,
      body: specimenUpdateSchema,
      response: specimenAnswer,
    },
    async (c) => {
      const specimen = await updateSpecimen(ctx, actorOf(c), c.req.valid('param').id, c.req.valid('json'), companyScopeOf(c));
      return ok(c, { specimen });
    },
  );
  pickupRequestsApi(ctx, router);
  return router;
}

/** A driver's body: any field besides the road fields is refused (403) before the fields are checked. */
const driverFieldsOnly = z
  .unknown()
  .superRefine((body) => assertDriverFields(body))
  .pipe(driverUpdateSchema);
