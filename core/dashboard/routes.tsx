import { z } from 'zod';
import { okAnswer } from '../http/answers.ts';
import type { Context } from 'hono';
import { labToday } from '../../shared/dates.ts';
import type { SignedInEnv } from '../http/env.ts';
import { actorOf } from '../http/request.ts';
import { ok } from '../http/respond.ts';
import { DashboardPage } from '../pages/DashboardPage.tsx';
import { CORE_PERMISSION } from '../pages/permissions.ts';
import type { ExtensionService } from '../plugin/extension-points.ts';
import { SIGNED_IN, type PermissionRegistry } from '../plugin/permissions.ts';
import type { PortalRouter } from '../plugin/router.ts';
import type { PageRenderer } from '../ssr/renderer.tsx';
import type { DataChanges } from '../cache/data-changes.ts';
import { loadDashboard, statsAnswer } from './dashboard.ts';
import { cachedLists, cachedStats } from './stats-cache.ts';

export interface DashboardSources {
  extensions: ExtensionService;
  permissions: PermissionRegistry;
  labTimeZone: string;
  dataChanges: DataChanges;
}

/** The two dashboards and `GET /api/dashboard-stats`, drawn from what the enabled plugins contribute. */
export function registerDashboard(api: PortalRouter, pages: PortalRouter, render: PageRenderer, sources: DashboardSources): void {
  // The stat cards' numbers are shared by the API and both pages; the expandable cards are kept per person.
  const stats = cachedStats(sources.dataChanges);
  const listRows = cachedLists(sources.dataChanges);
  const load = (c: Context<SignedInEnv>, lists = true) =>
    loadDashboard(
      sources.extensions,
      sources.permissions,
      { actor: actorOf(c), today: labToday(sources.labTimeZone) },
      { lists, stats, listRows },
    );

  api.get(
    '/api/dashboard-stats',
    {
      permission: SIGNED_IN,
      summary: "The dashboard's numbers the signed-in role may see; a key it may not see is absent",
      response: okAnswer.extend({ stats: z.record(z.string(), z.unknown()) }),
    },
    async (c) => ok(c, { stats: statsAnswer(await load(c, false)) }),
  );

  pages.get('/admin', { permission: CORE_PERMISSION.staffDashboard, summary: 'The lab dashboard', answers: 'page' }, async (c) =>
    render(c, <DashboardPage user={c.get('auth').user} dashboard={await load(c)} />, { title: 'Dashboard' }),
  );

  pages.get(
    '/customers',
    { permission: CORE_PERMISSION.customerDashboard, summary: 'The customer dashboard', answers: 'page' },
    async (c) => render(c, <DashboardPage user={c.get('auth').user} dashboard={await load(c)} />, { title: 'Dashboard' }),
  );
}
