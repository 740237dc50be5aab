import type { Context } from 'hono';
import { pickupForCustomer, sampleForCustomer } from './customer-view.ts';
import { z } from 'zod';
import { NotFoundError } from '../../core/errors.ts';
import type { AppEnv } from '../../core/http/env.ts';
import { ok } from '../../core/http/respond.ts';
import { parseInput, parseJson, parseParams, parseQuery } from '../../core/http/validate.ts';
import type { PluginContext } from '../../core/plugin/define-plugin.ts';
import type { PortalRouter } from '../../core/plugin/router.ts';
import { serveTable } from '../../core/table/serve.ts';
import { findPickupDetail, samplesWithSpecimens } from './detail.ts';
import { pickupHistory } from './history.ts';
import { filterOptions, todaysPickups } from './lookups.ts';
import { PICKUP_MESSAGES as M } from './messages.ts';
import { pickupsTableModel } from './pickups.model.ts';
import { findPickup, listStatuses, type Db, type PickupScope } from './pickups.repository.ts';
import { createPickup, deletePickup, updatePickup } from './pickup-writes.ts';
import { PICKUPS_PERMISSION as P } from './permissions.ts';
import { receivePickup } from './receive.service.ts';
import { recordRoadDetails, updateSpecimen } from './road-writes.ts';
import { pickupInputSchema, receiveInputSchema, updateQuerySchema } from './schema.ts';
import { optionalDate } from './fields.ts';

const idParam = z.object({
  id: z.coerce.number({ error: 'Invalid id' }).int('Invalid id').positive('Invalid id').max(2_147_483_647, 'Invalid id'),
});
const ID = ':id{[0-9]+}';

/** Staff see every pickup; a customer-role user only its company's, in the query itself. */
function scopeOf(c: Context<AppEnv>): PickupScope {
  const user = c.get('auth')!.user;
  return user.role === 'customer' ? { all: false, customerId: user.customerId } : { all: true };
}

/** A customer is answered only what its pickup screen shows. */
const isCustomer = (c: Context<AppEnv>) => c.get('auth')!.user.role === 'customer';

/** The pickups calls of the call catalogue (those that need no invoices or reports). */
export function pickupsApi(ctx: PluginContext): PortalRouter {
  const router = ctx.apiRouter();
  const db = ctx.db as Db;

  serveTable(router, '/api/pickups', P.list, pickupsTableModel, { db: ctx.db });

  router.get('/api/pickups/filterOptions', P.list, async (c) => ok(c, await filterOptions(db)));
  router.get('/api/pickups/statuses', P.read, async (c) => ok(c, { statuses: await listStatuses(db) }));

  router.get('/api/pickups/today', P.list, async (c) => {
    const { date } = parseQuery(c, z.object({ date: optionalDate.optional() }));
    const user = c.get('auth')!.user;
    // A driver sees the day's own stops; the office sees every driver's.
    const options = { date: date ?? undefined, driverId: user.role === 'driver' ? user.id : undefined };
    return ok(c, await todaysPickups(db, ctx.config.labTimeZone, options));
  });

  router.get(`/api/pickups/history/${ID}`, P.list, async (c) => {
    const { id } = parseParams(c, idParam);
    if (!(await findPickup(db, id, { all: true }))) throw new NotFoundError(M.notFound);
    return ok(c, { history: await pickupHistory(db, ctx.audit, id) });
  });

  router.get(`/api/pickups/samples/${ID}`, P.read, async (c) => {
    const { id } = parseParams(c, idParam);
    const sample = await db.selectFrom('samples').select(['id', 'pickupId']).where('id', '=', id).executeTakeFirst();
    if (!sample || !(await findPickup(db, sample.pickupId, scopeOf(c)))) throw new NotFoundError(M.sampleNotFound);
    const found = (await samplesWithSpecimens(db, sample.pickupId)).find((candidate) => candidate.id === id);
    return ok(c, { sample: found && isCustomer(c) ? sampleForCustomer(found) : found });
  });

  router.get(`/api/pickups/${ID}`, P.read, async (c) => {
    const pickup = await findPickupDetail(db, parseParams(c, idParam).id, scopeOf(c));
    if (!pickup) throw new NotFoundError(M.notFound);
    return ok(c, { pickup: isCustomer(c) ? pickupForCustomer(pickup) : pickup });
  });

  router.post('/api/pickups', P.write, async (c) => {
    const pickup = await createPickup(ctx, c, await parseJson(c, pickupInputSchema));
    return ok(c, { pickup, message: M.saved }, 201);
  });

  router.put(`/api/pickups/receive/${ID}`, P.write, async (c) => {
    const { id } = parseParams(c, idParam);
    const { samples } = await parseJson(c, receiveInputSchema);
    const pickup = await receivePickup(
      ctx,
      c,
      id,
      samples.map((line) => ({ sampleId: line.id!, actualQty: line.actualQty! })),
    );
    return ok(c, { pickup, message: M.received });
  });

  router.put(`/api/pickups/${ID}`, P.update, async (c) => {
    const { id } = parseParams(c, idParam);
    if (c.get('auth')!.user.role === 'driver') {
      const body = await c.req.json().catch(() => null);
      return ok(c, { pickup: await recordRoadDetails(ctx, c, id, body), message: M.saved });
    }
    const { updateInvoice } = parseQuery(c, updateQuerySchema);
    const input = parseInput(pickupInputSchema, await c.req.json().catch(() => null));
    const { pickup, changesInvoice } = await updatePickup(ctx, c, id, input, updateInvoice === 'true');
    return ok(c, { pickup, changesInvoice, message: M.saved });
  });

  router.delete(`/api/pickups/${ID}`, P.write, async (c) => {
    await deletePickup(ctx, c, parseParams(c, idParam).id);
    return ok(c, { message: M.deleted });
  });

  router.put(`/api/specimens/${ID}`, P.write, async (c) => {
    const { id } = parseParams(c, idParam);
    const specimen = await updateSpecimen(ctx, c, id, await c.req.json().catch(() => null), scopeOf(c));
    return ok(c, { specimen });
  });
  return router;
}
