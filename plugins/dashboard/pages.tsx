import type { PluginContext } from '../../core/plugin/define-plugin.ts';
import type { PortalRouter } from '../../core/plugin/router.ts';
import { DashboardPage } from './DashboardPage.tsx';
import { dashboardLoader } from './loader.ts';
import { DASHBOARD_PERMISSION as P } from './permissions.ts';

/** The two dashboards, drawn from what the enabled plugins contribute: the lab's at `/admin`, a customer's at `/customers`. */
export function dashboardPages(ctx: PluginContext): PortalRouter {
  const router = ctx.http.pages();
  const load = dashboardLoader(ctx);
  router.get('/admin', { permission: P.staffScreen, summary: 'The lab dashboard', answers: 'page' }, async (c) =>
    ctx.http.render(c, <DashboardPage user={c.get('auth').user} dashboard={await load(c)} />, { title: 'Dashboard' }),
  );
  router.get('/customers', { permission: P.ownScreen, summary: 'The customer dashboard', answers: 'page' }, async (c) =>
    ctx.http.render(c, <DashboardPage user={c.get('auth').user} dashboard={await load(c)} />, { title: 'Dashboard' }),
  );
  return router;
}
