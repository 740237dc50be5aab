import { ok } from '../../core/http/respond.ts';
import type { PortalRouter } from '../../core/plugin/router.ts';
import { driversAnswer } from './answers.ts';
import { USERS_PERMISSION } from './permissions.ts';
import { driverQuerySchema } from './schema.ts';
import { findDrivers, type UsersDatabase } from './users.repository.ts';

/** The autosuggest starts at three characters, as every autosuggest of the portal does. */
export const DRIVER_QUERY_MIN = 3;

/** The drivers lookups of the pickup form: `POST /api/users/drivers {query}` and `GET /api/drivers`. */
export function registerDriverRoutes(router: PortalRouter, db: UsersDatabase): void {
  router.post(
    '/api/users/drivers',
    {
      permission: USERS_PERMISSION.drivers,
      summary: 'Active drivers whose name contains the query (from 3 characters)',
      body: driverQuerySchema,
      response: driversAnswer,
    },
    async (c) => {
      const { query } = c.req.valid('json');
      return ok(c, { drivers: query.length < DRIVER_QUERY_MIN ? [] : await findDrivers(db, query) });
    },
  );

  router.get('/api/drivers', { permission: USERS_PERMISSION.drivers, summary: 'Every active driver', response: driversAnswer }, async (c) =>
    ok(c, { drivers: await findDrivers(db) }),
  );
}
