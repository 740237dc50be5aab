import { sql } from 'kysely';
import { progressBar } from '../../core/cli/progress.ts';
import type { CommandDefinition } from '../../core/plugin/define-plugin.ts';
import type { Db } from './pickups.repository.ts';
import { SCALE_BATCH, seedScaleBatch, seedScaleSupport } from './scale-seed.ts';

/** `portal seed-pickups --scale N`: N realistic pickups with their companies, inspectors and drivers, in batches. */
export const seedScaleCommand: CommandDefinition = {
  name: 'seed-pickups',
  summary: 'Fill the database with N realistic pickups (with sample sets, specimens, companies, inspectors, drivers)',
  usage: 'portal seed-pickups --scale N',
  async run(args, ctx) {
    const at = args.indexOf('--scale');
    const count = at === -1 ? Number.NaN : Number(args[at + 1]);
    if (!Number.isInteger(count) || count < 1) {
      console.error('Say how many pickups: portal seed-pickups --scale N');
      return 2;
    }
    const db = ctx.db as Db;
    await seedScaleSupport(db, count, Date.now().toString(36));
    const progress = progressBar(count, 'Pickups');
    for (let done = 0; done < count; done += SCALE_BATCH) {
      const size = Math.min(SCALE_BATCH, count - done);
      await db.transaction().execute((trx) => seedScaleBatch(trx as Db, size));
      progress.tick(size);
    }
    progress.done();
    await sqlAnalyze(db);
    console.log(`Added ${count} pickups.`);
    return 0;
  },
};

/** Fresh statistics, so the planner uses the list's indexes at once. */
async function sqlAnalyze(db: Db) {
  for (const table of ['pickups', 'samples', 'specimens', 'customers', 'inspectors']) await sql`analyze ${sql.table(table)}`.execute(db);
}
