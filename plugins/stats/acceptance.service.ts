import type { Actor } from '../../core/auth/actor.ts';
import { NotFoundError } from '../../core/errors.ts';
import type { PluginContext } from '../../core/plugin/define-plugin.ts';
import { reportsSummary, type SampleSetReport } from '../reports/index.ts';
import { savedLocationsService } from '../saved-locations/index.ts';
import { designAgeBreaks, type DesignAgeBreak } from './acceptance.repository.ts';
import { acceptance, type Acceptance } from './rules/aci318.ts';
import type { StatsDatabase } from './stats.table.ts';

export const LOCATION_NOT_FOUND = 'Project address not found';

/** One mix at one specified strength, and how its strength tests stand against ACI 318. */
export interface AcceptanceGroup extends Acceptance {
  mixDesignNum: string;
  fc: number;
}

/** The breaks grouped by mix and f'c, then by sample set, keeping the casting order. */
function groupsOf(rows: readonly DesignAgeBreak[], facts: ReadonlyMap<number, SampleSetReport>): AcceptanceGroup[] {
  const groups = new Map<string, { mixDesignNum: string; fc: number; sets: Map<number, { sampleNum: string; cylinders: number[] }> }>();
  for (const row of rows) {
    const fc = Number(row.minPsi);
    // A set without a specified strength has nothing to be accepted against.
    if (row.minPsi === null || !(fc > 0)) continue;
    const mixDesignNum = facts.get(row.sampleId)?.mixDesignNum ?? '';
    const key = `${mixDesignNum}\u0000${fc}`;
    const group = groups.get(key) ?? { mixDesignNum, fc, sets: new Map() };
    groups.set(key, group);
    const set = group.sets.get(row.sampleId) ?? { sampleNum: row.sampleNum, cylinders: [] };
    group.sets.set(row.sampleId, set);
    set.cylinders.push(Number(row.calculatedPsi));
  }
  return [...groups.values()].map(({ mixDesignNum, fc, sets }) => ({ mixDesignNum, fc, ...acceptance(fc, [...sets.values()]) }));
}

/** The reports of these sample sets (each with its data sheet's mix), by sample set id. */
export function factsOf(ctx: PluginContext<StatsDatabase>, sampleIds: readonly number[]): Promise<Map<number, SampleSetReport>> {
  return reportsSummary.ofSampleSets(ctx.db, sampleIds);
}

/**
 * `GET /api/stats/acceptance`: a project address's acceptance by mix and f'c. A customer reaches
 * only its own company's addresses; another's is not found.
 */
export async function acceptanceOfLocation(
  ctx: PluginContext<StatsDatabase>,
  actor: Actor,
  locationId: number,
): Promise<AcceptanceGroup[]> {
  const location = await savedLocationsService.findLocation(ctx.db, locationId);
  const customerId = actor.role === 'customer' ? actor.customerId : null;
  if (!location || (actor.role === 'customer' && location.customerId !== customerId)) throw new NotFoundError(LOCATION_NOT_FOUND);
  const rows = await designAgeBreaks(ctx.db, locationId, customerId);
  const sampleIds = [...new Set(rows.map((row) => row.sampleId))];
  return groupsOf(rows, await factsOf(ctx, sampleIds));
}
