import { ok } from '../../core/http/respond.ts';
import { parseJson } from '../../core/http/validate.ts';
import type { PortalRouter } from '../../core/plugin/router.ts';
import { USERS_PERMISSION } from './permissions.ts';
import { driverQuerySchema } from './schema.ts';
import { findDrivers, type UsersDatabase } from './users.repository.ts';

/** The autosuggest starts at three characters, as every autosuggest of the portal does. */
export const DRIVER_QUERY_MIN = 3;

/** The drivers lookups of the pickup form: `POST /api/users/drivers {query}` and `GET /api/drivers`. */
export function registerDriverRoutes(router: PortalRouter, db: UsersDatabase): void {
  router.post('/api/users/drivers', USERS_PERMISSION.drivers, async (c) => {
    const { query } = await parseJson(c, driverQuerySchema);
    return ok(c, { drivers: query.length < DRIVER_QUERY_MIN ? [] : await findDrivers(db, query) });
  });

  router.get('/api/drivers', USERS_PERMISSION.drivers, async (c) => ok(c, { drivers: await findDrivers(db) }));
}
