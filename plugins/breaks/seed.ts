import type { PluginContext } from '../../core/plugin/define-plugin.ts';
import { pickupsForBreaks } from '../pickups/index.ts';
import { createTestResult } from './breaks.service.ts';
import type { BreaksDatabase } from './breaks.table.ts';

/** The demo breaks: (load in lbf, tests complete) for the first specimens of the demo lab's received cylinders. */
const DEMO_BREAKS: ReadonlyArray<[number, boolean]> = [
  [52000, true],
  [50500, false],
];

/**
 * A few results in the demo lab, entered by the demo technician through the same service as the
 * form, so the break list, the pickup's panel and the dashboards have something to show. Runs
 * once: a lab with results is left alone.
 */
export async function seedDemoBreaks(ctx: PluginContext<BreaksDatabase>): Promise<void> {
  if (await ctx.db.selectFrom('testResults').select('id').limit(1).executeTakeFirst()) return;
  const tech = await ctx.db.selectFrom('users').select('id').where('email', '=', 'tech@demo.lab').executeTakeFirst();
  if (!tech) return;
  const model = pickupsForBreaks.receivedSpecimens(ctx.db);
  const specimens = (await model
    .select(pickupsForBreaks.specimenKey)
    .orderBy(pickupsForBreaks.specimenKey)
    .limit(DEMO_BREAKS.length)
    .execute()) as Array<{ id: number }>;
  const actor = { userId: tech.id, role: 'technician' as const, customerId: null, impersonatorId: null };
  for (const [index, specimen] of specimens.entries()) {
    const [load, testsComplete] = DEMO_BREAKS[index]!;
    await createTestResult(ctx, actor, {
      specimenId: specimen.id,
      results: {
        diameter1: 4,
        diameter2: 4,
        length: 8,
        load,
        loadVerification: load,
        fractureType: '1',
        condition: 'Good',
        time: '9:30 AM',
        testsComplete,
      },
    });
  }
}
