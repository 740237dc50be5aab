import { idParams } from '../../core/http/params.ts';
import { actorOf } from '../../core/http/request.ts';
import { PageHeader } from '../../core/pages/components.tsx';
import type { PluginContext } from '../../core/plugin/define-plugin.ts';
import type { PortalRouter } from '../../core/plugin/router.ts';
import { acceptanceOfLocation } from './acceptance.service.ts';
import { AcceptanceView } from './components/AcceptanceView.tsx';
import { MonthChart } from './components/MonthChart.tsx';
import { ResultsByPeriod } from './components/ResultsByPeriod.tsx';
import { STATS_PERMISSION as P } from './permissions.ts';
import { periodQuery } from './schema.ts';
import { periodResults, pickupSeries, sampleSeries, today } from './stats.service.ts';
import type { StatsDatabase } from './stats.table.ts';

const TITLE = 'Concrete Acceptance (ACI 318)';

/** The acceptance of a project address, for staff and for the address's customer. */
export function statsPages(ctx: PluginContext<StatsDatabase>): PortalRouter {
  const router = ctx.http.pages();
  router.get(
    '/admin/stats',
    { permission: P.view, summary: 'Statistics: series and results by period', answers: 'page', query: periodQuery },
    async (c) => {
      const { timeIncrement, time } = c.req.valid('query');
      const results = await periodResults(ctx, timeIncrement, time);
      return ctx.http.render(
        c,
        <>
          <PageHeader title="Stats" />
          <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
            <MonthChart title="Pickups per Month" series={await pickupSeries(ctx)} />
            <MonthChart title="Sample Sets per Month" series={await sampleSeries(ctx)} />
          </div>
          <div className="mt-6">
            <ResultsByPeriod {...results} time={time ?? today(ctx)} />
          </div>
        </>,
        { title: 'Stats' },
      );
    },
  );
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
