import { NotFoundError } from '../../core/errors.ts';
import { idParams } from '../../core/http/params.ts';
import { actorOf } from '../../core/http/request.ts';
import { messageAnswer } from '../../core/http/answers.ts';
import { ok } from '../../core/http/respond.ts';
import type { PluginContext } from '../../core/plugin/define-plugin.ts';
import type { PortalRouter } from '../../core/plugin/router.ts';
import { serveTable } from '../../core/table/serve.ts';
import { locationAnswer, locationSearchAnswer, savedLocationAnswer } from './answers.ts';
import type { SavedLocationsDatabase } from './locations.table.ts';
import { callerOf, createLocation, editLocation, removeLocation } from './locations.service.ts';
import { findLocation, restrictToScope, searchLocations } from './locations.repository.ts';
import { ownLocationsModel, staffLocationsModel } from './locations.model.ts';
import { LOCATION_MESSAGES, SEARCH_MIN_CHARS } from './messages.ts';
import { LOCATIONS_PERMISSION as P } from './permissions.ts';
import { locationSchemaFor, locationSearchSchema, staffLocationSchema } from './schema.ts';
import { present, savedMessage } from './rules.ts';

const LIST = '/api/saved-locations';
const ONE = `${LIST}/:id{[0-9]+}`;

/** The saved locations calls of the call catalogue; the trip charge only for those who may set it. */
export function locationsApi(ctx: PluginContext<SavedLocationsDatabase>): PortalRouter {
  const router = ctx.http.api();
  const caller = (c: Parameters<typeof actorOf>[0]) => callerOf(ctx.http.permissions, actorOf(c));
  // Staff name the company; a customer's locations are its own, so its form sends none.
  const body = { body: staffLocationSchema, bodyFor: (c: Parameters<typeof actorOf>[0]) => locationSchemaFor(caller(c).scope.all) };

  // A customer's list must not carry, sort or filter by the trip charge: its model lacks the field.
  serveTable(
    router,
    LIST,
    { permission: P.read, summary: 'The project addresses list (a customer sees its own, without trip charges)' },
    (c) => (caller(c).charges ? staffLocationsModel : ownLocationsModel),
    { db: ctx.db, restrict: (query, c) => restrictToScope(query, caller(c).scope) },
  );

  router.post(
    `${LIST}/search`,
    {
      permission: P.read,
      summary: 'The location autosuggest, from 3 characters',
      body: locationSearchSchema,
      response: locationSearchAnswer,
    },
    async (c) => {
      const { query, customerId } = c.req.valid('json');
      // The autosuggest asks from three characters; shorter finds nothing rather than everything.
      if (query.length < SEARCH_MIN_CHARS) return ok(c, { locations: [] });
      const { scope, charges } = caller(c);
      // A customer's search is its own company's whatever it names; the scope narrows it.
      const rows = await searchLocations(ctx.db, query, scope.all ? (customerId ?? null) : null, scope);
      return ok(c, { locations: rows.map((row) => present(row, charges)) });
    },
  );

  router.get(ONE, { permission: P.read, summary: 'One location', params: idParams, response: locationAnswer }, async (c) => {
    const { scope, charges } = caller(c);
    const row = await findLocation(ctx.db, c.req.valid('param').id, scope);
    if (!row) throw new NotFoundError(LOCATION_MESSAGES.notFound);
    return ok(c, { location: present(row, charges) });
  });

  router.post(
    LIST,
    { permission: P.write, summary: 'Creates a location', ...body, status: 201, response: savedLocationAnswer },
    async (c) => {
      const who = caller(c);
      const location = await createLocation(ctx, who, c.req.valid('json'));
      return ok(c, { location, message: savedMessage(who.scope) }, 201);
    },
  );

  router.put(
    ONE,
    {
      permission: P.write,
      summary: 'Saves a location (a stale `version` is a 409)',
      params: idParams,
      ...body,
      response: savedLocationAnswer,
    },
    async (c) => {
      const who = caller(c);
      const location = await editLocation(ctx, who, c.req.valid('param').id, c.req.valid('json'));
      return ok(c, { location, message: savedMessage(who.scope) });
    },
  );

  router.delete(ONE, { permission: P.write, summary: 'Deletes a location', params: idParams, response: messageAnswer }, async (c) => {
    await removeLocation(ctx, caller(c), c.req.valid('param').id);
    return ok(c, { message: LOCATION_MESSAGES.deleted });
  });
  return router;
}
