import { idParams } from '../../core/http/params.ts';
import { actorOf } from '../../core/http/request.ts';
import { PageHeader } from '../../core/pages/components.tsx';
import type { PluginContext } from '../../core/plugin/define-plugin.ts';
import type { PortalRouter } from '../../core/plugin/router.ts';
import { acceptanceOfLocation } from './acceptance.service.ts';
import { AcceptanceView } from './components/AcceptanceView.tsx';
import { BarChart, type Bar } from './components/BarChart.tsx';
import { ResultsByPeriod } from './components/ResultsByPeriod.tsx';
import { STATS_PERMISSION as P } from './permissions.ts';
import { periodQuery } from './schema.ts';
import { completedResults, periodResults, pickupSeries, revenueOfYear, sampleSeries, today } from './stats.service.ts';
import type { StatsDatabase } from './stats.table.ts';

const TITLE = 'Concrete Acceptance (ACI 318)';

const SHORT_MONTH = (month: string) => month.slice(2);
const monthBars = (series: ReadonlyArray<{ month: string; count: number }>): Bar[] =>
  series.map((point) => ({ label: SHORT_MONTH(point.month), value: point.count }));

/** The twelve months' results summed by status: the results-by-status chart. */
function statusBars(periods: ReadonlyArray<{ statuses: Record<string, number> }>): Bar[] {
  const totals = new Map<string, number>();
  for (const period of periods)
    for (const [status, count] of Object.entries(period.statuses)) totals.set(status, (totals.get(status) ?? 0) + count);
  return [...totals].sort(([a], [b]) => a.localeCompare(b)).map(([label, value]) => ({ label, value }));
}

/** The acceptance of a project address, for staff and for the address's customer. */
export function statsPages(ctx: PluginContext<StatsDatabase>): PortalRouter {
  const router = ctx.http.pages();
  router.get(
    '/admin/stats',
    { permission: P.view, summary: 'Statistics: series and results by period', answers: 'page', query: periodQuery },
    async (c) => {
      const { timeIncrement, time } = c.req.valid('query');
      const results = await periodResults(ctx, timeIncrement, time);
      const revenue = await revenueOfYear(ctx);
      const completed = await completedResults(ctx, {});
      return ctx.http.render(
        c,
        <>
          <PageHeader title="Stats" />
          <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
            <BarChart
              title={`Revenue Invoiced per Month, ${revenue.year}`}
              column="Month"
              isMoney
              bars={revenue.revenue.map((point) => ({ label: SHORT_MONTH(point.month), value: point.invoiced }))}
            />
            <BarChart title="Results by Status, Last Twelve Months" column="Status" bars={statusBars(completed.completedResults)} />
            <BarChart title="Pickups per Month" column="Month" bars={monthBars(await pickupSeries(ctx))} />
            <BarChart title="Sample Sets per Month" column="Month" bars={monthBars(await sampleSeries(ctx))} />
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
