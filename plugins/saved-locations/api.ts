import { z } from 'zod';
import { NotFoundError } from '../../core/errors.ts';
import { ok } from '../../core/http/respond.ts';
import { parseJson, parseParams } from '../../core/http/validate.ts';
import type { PluginContext } from '../../core/plugin/define-plugin.ts';
import type { PortalRouter } from '../../core/plugin/router.ts';
import { serveTable } from '../../core/table/serve.ts';
import { callerOf, createLocation, editLocation, removeLocation } from './location-actions.ts';
import { findLocation, restrictToScope, searchLocations } from './locations.repository.ts';
import { ownLocationsModel, staffLocationsModel } from './locations.model.ts';
import { LOCATION_MESSAGES, SEARCH_MIN_CHARS } from './messages.ts';
import { LOCATIONS_PERMISSION as P } from './permissions.ts';
import { locationSchemaFor, locationSearchSchema } from './schema.ts';
import { present, savedMessage } from './service.ts';

const idParam = z.object({
  id: z.coerce.number({ error: 'Invalid id' }).int('Invalid id').positive('Invalid id').max(2_147_483_647, 'Invalid id'),
});
const LIST = '/api/saved-locations';
const ONE = `${LIST}/:id{[0-9]+}`;

/** The saved locations calls of the call catalogue; the trip charge only for those who may set it. */
export function locationsApi(ctx: PluginContext): PortalRouter {
  const router = ctx.apiRouter();
  // A customer's list must not carry, sort or filter by the trip charge: its model lacks the field.
  serveTable(router, LIST, P.read, (c) => (callerOf(ctx, c).charges ? staffLocationsModel : ownLocationsModel), {
    db: ctx.db,
    restrict: (query, c) => restrictToScope(query, callerOf(ctx, c).scope),
  });

  router.post(`${LIST}/search`, P.read, async (c) => {
    const { query, customerId } = await parseJson(c, locationSearchSchema);
    // The autosuggest asks from three characters; shorter finds nothing rather than everything.
    if (query.length < SEARCH_MIN_CHARS) return ok(c, { locations: [] });
    const { scope, charges } = callerOf(ctx, c);
    // A customer's search is its own company's whatever it names; the scope narrows it.
    const rows = await searchLocations(ctx.db, query, scope.all ? (customerId ?? null) : null, scope);
    return ok(c, { locations: rows.map((row) => present(row, charges)) });
  });

  router.get(ONE, P.read, async (c) => {
    const { scope, charges } = callerOf(ctx, c);
    const row = await findLocation(ctx.db, parseParams(c, idParam).id, scope);
    if (!row) throw new NotFoundError(LOCATION_MESSAGES.notFound);
    return ok(c, { location: present(row, charges) });
  });

  router.post(LIST, P.write, async (c) => {
    const { scope } = callerOf(ctx, c);
    const location = await createLocation(ctx, c, await parseJson(c, locationSchemaFor(scope.all)));
    return ok(c, { location, message: savedMessage(scope) }, 201);
  });

  router.put(ONE, P.write, async (c) => {
    const { id } = parseParams(c, idParam);
    const { scope } = callerOf(ctx, c);
    const location = await editLocation(ctx, c, id, await parseJson(c, locationSchemaFor(scope.all)));
    return ok(c, { location, message: savedMessage(scope) });
  });

  router.delete(ONE, P.write, async (c) => {
    await removeLocation(ctx, c, parseParams(c, idParam).id);
    return ok(c, { message: LOCATION_MESSAGES.deleted });
  });
  return router;
}
