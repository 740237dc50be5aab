import type { DashboardContribution } from '../../core/dashboard/dashboard.ts';
import type { PluginContext } from '../../core/plugin/define-plugin.ts';
import { pausedBreaks } from '../breaks/index.ts';
import { STATS_PERMISSION as P } from './permissions.ts';
import type { StatsDatabase } from './stats.table.ts';

/** Cards drawn from breaks' records: the sample sets paused after a failed test. */
export function statsDashboard(ctx: PluginContext<StatsDatabase>): DashboardContribution {
  return {
    lists: [
      {
        id: 'paused-tests',
        title: 'Paused Tests',
        permission: P.dashboardTesting,
        order: 5,
        empty: 'No failed tests need attention.',
        load: async () =>
          (await pausedBreaks(ctx.db)).map((set) => ({
            label: `Sample set ${set.sampleNum}`,
            detail: `${set.companyName}, pickup #${set.pickupNumber}`,
            href: `/admin/pickups/${set.pickupId}`,
            badges: [`${set.failedResults.length} failed`],
          })),
      },
    ],
  };
}
