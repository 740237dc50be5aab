import { idParams } from '../../core/http/params.ts';
import { actorOf } from '../../core/http/request.ts';
import { PageHeader } from '../../core/pages/components.tsx';
import type { PluginContext } from '../../core/plugin/define-plugin.ts';
import type { PortalRouter } from '../../core/plugin/router.ts';
import { acceptanceOfLocation } from './acceptance.service.ts';
import { AcceptanceView } from './components/AcceptanceView.tsx';
import { STATS_PERMISSION as P } from './permissions.ts';
import type { StatsDatabase } from './stats.table.ts';

const TITLE = 'Concrete Acceptance (ACI 318)';

/** The acceptance of a project address, for staff and for the address's customer. */
export function statsPages(ctx: PluginContext<StatsDatabase>): PortalRouter {
  const router = ctx.http.pages();
  for (const [path, permission] of [
    ['/admin/stats/acceptance/:id{[0-9]+}', P.acceptanceScreen],
    ['/customers/acceptance/:id{[0-9]+}', P.acceptance],
  ] as const) {
    router.get(path, { permission, summary: "A project address's concrete acceptance", answers: 'page', params: idParams }, async (c) => {
      const groups = await acceptanceOfLocation(ctx, actorOf(c), c.req.valid('param').id);
      return ctx.http.render(
        c,
        <>
          <PageHeader title={TITLE} />
          <AcceptanceView groups={groups} />
        </>,
        { title: TITLE },
      );
    });
  }
  return router;
}
