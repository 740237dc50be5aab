import { z } from 'zod';
import { okAnswer } from '../../core/http/answers.ts';
import { ok } from '../../core/http/respond.ts';
import type { PluginContext } from '../../core/plugin/define-plugin.ts';
import { SIGNED_IN } from '../../core/plugin/permissions.ts';
import type { PortalRouter } from '../../core/plugin/router.ts';
import { statsAnswer } from './dashboard.ts';
import { dashboardLoader } from './loader.ts';

/** `GET /api/dashboard-stats`: the numbers of the stat cards the signed-in role may see. */
export function dashboardApi(ctx: PluginContext): PortalRouter {
  const router = ctx.http.api();
  const load = dashboardLoader(ctx);
  router.get(
    '/api/dashboard-stats',
    {
      permission: SIGNED_IN,
      summary: "The dashboard's numbers the signed-in role may see; a key it may not see is absent",
      response: okAnswer.extend({ stats: z.record(z.string(), z.unknown()) }),
    },
    async (c) => ok(c, { stats: statsAnswer(await load(c, { lists: false })) }),
  );
  return router;
}
