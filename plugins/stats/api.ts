import { z } from 'zod';
import { recordId } from '../../core/http/params.ts';
import { actorOf } from '../../core/http/request.ts';
import { ok } from '../../core/http/respond.ts';
import type { PluginContext } from '../../core/plugin/define-plugin.ts';
import type { PortalRouter } from '../../core/plugin/router.ts';
import { acceptanceOfLocation } from './acceptance.service.ts';
import { STATS_PERMISSION as P } from './permissions.ts';
import type { StatsDatabase } from './stats.table.ts';

export const acceptanceQuery = z.object({ locationId: recordId('Choose a project address') });

/** The statistics calls. */
export function statsApi(ctx: PluginContext<StatsDatabase>): PortalRouter {
  const router = ctx.http.api();

  router.get(
    '/api/stats/acceptance',
    {
      permission: P.acceptance,
      summary: "ACI 318 acceptance of a project address's concrete, by mix and f'c (a customer: its own addresses)",
      query: acceptanceQuery,
    },
    async (c) => ok(c, { groups: await acceptanceOfLocation(ctx, actorOf(c), c.req.valid('query').locationId) }),
  );

  return router;
}
