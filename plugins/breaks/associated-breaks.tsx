import type { Kysely } from 'kysely';
import { labToday } from '../../shared/dates.ts';
import { parseTableParams } from '../../core/table/params.ts';
import { runTableQuery } from '../../core/table/query.ts';
import type { PluginContext } from '../../core/plugin/define-plugin.ts';
import type { PickupPage } from '../pickups/index.ts';
import type { BreaksDatabase } from './breaks.table.ts';
import { AssociatedBreaks } from './components/AssociatedBreaks.tsx';
import { BREAKS_PERMISSION } from './permissions.ts';
import { breakListModel, presentListRow } from './list.model.ts';
import { breaksService } from './read-model.ts';

/** The break list's rows of one pickup (its received specimens), in specimen order. */
export async function breaksOfPickup(db: Kysely<BreaksDatabase>, timeZone: string, pickupId: number) {
  const today = labToday(timeZone);
  const model = breakListModel(today);
  const params = parseTableParams(model, {
    conditions: JSON.stringify({ pickupId }),
    sort: 'specimenNum:asc',
    limit: '500',
    count: 'false',
  });
  const { rows } = await runTableQuery(db, model, params);
  const results = await breaksService.resultsOfSpecimens(
    db,
    rows.filter((row) => row.testResultId !== null).map((row) => row.id as number),
  );
  return rows.map((row) => presentListRow(row, today, results) as Record<string, unknown> & { id: number; badges: string[] });
}

/** The Associated Breaks panel on a pickup's page, for the roles that enter breaks (drivers and customers do not). */
export async function associatedBreaksPanel(page: PickupPage, ctx: PluginContext<BreaksDatabase>) {
  if (!ctx.http.permissions.allows(page.actor.role, BREAKS_PERMISSION.read)) return null;
  return <AssociatedBreaks pickupId={page.pickup.id} rows={await breaksOfPickup(ctx.db, ctx.config.labTimeZone, page.pickup.id)} />;
}
