import { dashboardCards } from '../../core/dashboard/cards.ts';
import { definePlugin, type PluginContext } from '../../core/plugin/define-plugin.ts';
import { extend } from '../../core/plugin/extension-points.ts';
import { invoiceWritten } from '../invoicing/index.ts';
import { pickupReceived, pickupSaved } from '../pickups/index.ts';
import { locationPagePanels } from '../saved-locations/index.ts';
import { statsApi } from './api.ts';
import { acceptanceLink } from './components/AcceptanceLink.tsx';
import { statsDashboard } from './dashboard.ts';
import { statsPages } from './pages.tsx';
import { forgetProjection } from './projection.ts';
import { STATS_PERMISSION, statsPermissions } from './permissions.ts';
import type { StatsDatabase } from './stats.table.ts';

/**
 * Stats: the admin's figures over pickups, samples, results and revenue, the dashboards' revenue,
 * reports and customer cards, and the ACI 318 acceptance of each project address's concrete. It
 * reads the other plugins' records through what they export, never writes.
 */
export default definePlugin<StatsDatabase>({
  id: 'stats',
  dependsOn: ['pickups', 'breaks', 'reports', 'invoicing', 'saved-locations', 'sample-types'],
  permissions: statsPermissions,
  nav: [{ label: 'Stats', href: '/admin/stats', permission: STATS_PERMISSION.view, order: 55 }],
  api: statsApi,
  pages: statsPages,
  extensions: [
    extend(dashboardCards, (request, ctx) => statsDashboard(ctx, request)),
    extend(locationPagePanels, (page, ctx) => acceptanceLink(page, ctx)),
    // What the projected revenue sums changed in this process: it is computed again.
    extend(pickupReceived, (_event, ctx: PluginContext<StatsDatabase>) => forgetProjection(ctx)),
    extend(pickupSaved, (_event, ctx: PluginContext<StatsDatabase>) => forgetProjection(ctx)),
    extend(invoiceWritten, (_event, ctx: PluginContext<StatsDatabase>) => forgetProjection(ctx)),
  ],
});
