import { sql } from 'kysely';
import { progressBar } from '../../core/commands/progress.ts';
import type { PluginContext } from '../../core/plugin/define-plugin.ts';
import { shareTransaction } from '../../core/plugin/extension-points.ts';
import { scaleBatchSeeded } from './extension-points.ts';
import type { Db } from './pickups.repository.ts';
import type { PickupsDatabase } from './pickups.table.ts';
import { SCALE_BATCH, seedScaleBatch, seedScaleSupport } from './scale-seed.ts';

/**
 * `portal pickups seed-scale N`: N realistic pickups (1-4 sample sets of 3-6 specimens, statuses and
 * dates over three years) with their companies, inspectors and drivers, in batches; each batch
 * is handed to the plugins built on pickups (`scaleBatchSeeded`), which add their own records
 * for it in the same transaction (invoicing its invoices, reports its reports).
 */
export async function seedPickupsAtScale(ctx: PluginContext<PickupsDatabase>, count: number): Promise<void> {
  const { db } = ctx;
  const stamp = Date.now().toString(36);
  const refs = await seedScaleSupport(db, count, stamp);
  const progress = progressBar(count, 'Pickups');
  for (let done = 0; done < count; done += SCALE_BATCH) {
    const size = Math.min(SCALE_BATCH, count - done);
    await db.transaction().execute(async (trx) => {
      const pickups = await seedScaleBatch(trx, size, refs);
      await ctx.extensions.collect(scaleBatchSeeded, { trx: shareTransaction(trx), stamp, pickups });
    });
    progress.tick(size);
  }
  progress.done();
  await sqlAnalyze(db);
  console.log(`Added ${count} pickups.`);
}

/** Fresh statistics, so the planner uses the list's indexes at once. */
async function sqlAnalyze(db: Db) {
  // The whole database: the run added companies and inspectors too.
  await sql`analyze`.execute(db);
}
