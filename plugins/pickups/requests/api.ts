import { z } from 'zod';
import { NotAllowedError } from '../../../core/errors.ts';
import { ID, idParams } from '../../../core/http/params.ts';
import { actorOf } from '../../../core/http/request.ts';
import { ok } from '../../../core/http/respond.ts';
import type { PluginContext } from '../../../core/plugin/define-plugin.ts';
import type { PortalRouter } from '../../../core/plugin/router.ts';
import { changedPickupAnswer, requestsAnswer, savedPickupAnswer } from '../answers.ts';
import { PICKUPS_PERMISSION as P } from '../permissions.ts';
import type { PickupsDatabase } from '../pickups.table.ts';
import { REQUEST_MESSAGES as R } from './messages.ts';
import { confirmRequestSchema, declineRequestSchema, pickupRequestSchema, REQUEST_FIELDS } from './schema.ts';
import { cancelRequest, companyRequests, confirmRequest, declineRequest, requestPickup } from './service.ts';

/**
 * A request naming a field the lab sets (a price, a rate, a charge, the driver, the status) is
 * refused whole, naming those fields, before anything else is checked: a quietly dropped field
 * would let the customer believe it was taken.
 */
function assertRequestFields(body: unknown): void {
  const offered = body && typeof body === 'object' ? Object.keys(body) : [];
  const refused = offered.filter((field) => !REQUEST_FIELDS.includes(field));
  if (refused.length > 0) throw new NotAllowedError(R.forbiddenField(refused));
}

const requestFieldsOnly = z
  .unknown()
  .superRefine((body) => assertRequestFields(body))
  .pipe(pickupRequestSchema);

/** A customer's pickup requests, and the office's answers to them. */
export function pickupRequestsApi(ctx: PluginContext<PickupsDatabase>, router: PortalRouter): void {
  router.post(
    '/api/pickup-requests',
    {
      permission: P.request,
      summary: "Requests a pickup for the caller's company; prices, charges, driver and status are refused",
      body: pickupRequestSchema,
      bodyFor: () => requestFieldsOnly,
      status: 201,
      response: savedPickupAnswer,
    },
    async (c) => ok(c, { pickup: await requestPickup(ctx, actorOf(c), c.req.valid('json')), message: R.requested }, 201),
  );

  router.get(
    '/api/pickup-requests',
    { permission: P.request, summary: "The caller's company's requests, newest first", response: requestsAnswer },
    async (c) => ok(c, { requests: await companyRequests(ctx.db, actorOf(c).customerId ?? -1) }),
  );

  router.post(
    `/api/pickup-requests/${ID}/cancel`,
    { permission: P.request, summary: 'Cancels a request the lab has not confirmed yet', params: idParams, response: changedPickupAnswer },
    async (c) => ok(c, { pickup: await cancelRequest(ctx, actorOf(c), c.req.valid('param').id), message: R.cancelled }),
  );

  router.post(
    `/api/pickup-requests/${ID}/confirm`,
    {
      permission: P.answerRequest,
      summary: 'Confirms a request with its driver and date: it becomes an open pickup, and the customer is mailed',
      params: idParams,
      body: confirmRequestSchema,
      response: savedPickupAnswer,
    },
    async (c) =>
      ok(c, {
        pickup: await confirmRequest(ctx, actorOf(c), c.req.valid('param').id, c.req.valid('json')),
        message: R.confirmed,
      }),
  );

  router.post(
    `/api/pickup-requests/${ID}/decline`,
    {
      permission: P.answerRequest,
      summary: 'Declines a request with the reason, which the customer is mailed',
      params: idParams,
      body: declineRequestSchema,
      response: savedPickupAnswer,
    },
    async (c) =>
      ok(c, {
        pickup: await declineRequest(ctx, actorOf(c), c.req.valid('param').id, c.req.valid('json')),
        message: R.declined,
      }),
  );
}
