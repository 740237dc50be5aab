import { idParams } from '../../core/http/params.ts';
import { actorOf } from '../../core/http/request.ts';
import { PageHeader } from '../../core/pages/components.tsx';
import type { PluginContext } from '../../core/plugin/define-plugin.ts';
import type { PortalRouter } from '../../core/plugin/router.ts';
import { acceptanceOfLocation } from './acceptance.service.ts';
import { AcceptanceView } from './components/AcceptanceView.tsx';
import { BarChart } from './components/BarChart.tsx';
import { ResultsByPeriod } from './components/ResultsByPeriod.tsx';
import { monthCountChart, resultsByStatusChart, revenueChart } from './components/stats-charts.ts';
import { STATS_PERMISSION as P } from './permissions.ts';
import { periodQuery } from './schema.ts';
import { completedResults, defaultStart, periodResults, pickupSeries, revenueOfYear, sampleSeries, today } from './stats.service.ts';
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
      const now = today(ctx);
      const results = await periodResults(ctx, timeIncrement, time);
      const revenue = await revenueOfYear(ctx);
      const completed = await completedResults(ctx, {});
      const seriesStart = defaultStart(now);
      return ctx.http.render(
        c,
        <>
          <PageHeader title="Stats" />
          <div className="space-y-4">
            <BarChart
              title={`Revenue Invoiced per Month, ${revenue.year}`}
              column="Month"
              unit={{ kind: 'money' }}
              {...revenueChart(revenue.revenue)}
            />
            <BarChart
              title="Results by Status, Last Twelve Months"
              column="Month"
              unit={{ kind: 'count', noun: 'Results' }}
              {...resultsByStatusChart(completed.completedResults, completed.startDate, now)}
            />
            <BarChart
              title="Pickups per Month"
              column="Month"
              unit={{ kind: 'count', noun: 'Pickups' }}
              {...monthCountChart('Pickups', await pickupSeries(ctx), seriesStart, now)}
            />
            <BarChart
              title="Sample Sets per Month"
              column="Month"
              unit={{ kind: 'count', noun: 'Sample sets' }}
              {...monthCountChart('Sample Sets', await sampleSeries(ctx), seriesStart, now)}
            />
          </div>
          <div className="mt-6">
            <ResultsByPeriod {...results} time={time ?? now} />
          </div>
        </>,
        { title: 'Stats' },
      );
    },
  );
  for (const [path, permission] of [
    ['/admin/stats/acceptance/:id{[0-9]+}', P.acceptanceScreen],
    ['/customers/acceptance/:id{[0-9]+}', P.acceptanceOwn],
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
