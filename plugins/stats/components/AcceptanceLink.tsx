import type { LocationPage } from '../../saved-locations/index.ts';
import type { PluginContext } from '../../../core/plugin/define-plugin.ts';
import { STATS_PERMISSION as P } from '../permissions.ts';
import type { StatsDatabase } from '../stats.table.ts';

/** On a project address's page: the link to its concrete's acceptance, under /admin for staff, /customers for a customer. */
export function acceptanceLink(page: LocationPage, ctx: PluginContext<StatsDatabase>) {
  const staff = ctx.http.permissions.allows(page.actor.role, P.acceptanceScreen);
  if (!staff && !ctx.http.permissions.allows(page.actor.role, P.acceptanceOwn)) return null;
  const href = staff ? `/admin/stats/acceptance/${page.locationId}` : `/customers/acceptance/${page.locationId}`;
  return (
    <section className="mt-6 rounded-lg border border-slate-200 bg-white p-4 shadow-sm" aria-label="Concrete acceptance">
      <a className="font-medium text-blue-700 underline" href={href}>
        Concrete Acceptance (ACI 318)
      </a>
      <p className="mt-1 text-sm text-slate-600">Strength tests of this address's concrete by mix and f'c, against ACI 318's criteria.</p>
    </section>
  );
}
