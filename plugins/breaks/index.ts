import { definePlugin } from '../../core/plugin/define-plugin.ts';
import { extend, joinTransaction } from '../../core/plugin/extension-points.ts';
import { pickupPagePanels, pickupSaved } from '../pickups/index.ts';
import { associatedBreaksPanel } from './associated-breaks.tsx';
import { breaksPages } from './pages.tsx';
import { seedDemoBreaks } from './seed.ts';
import type { BreaksDatabase } from './breaks.table.ts';
import { breaksApi } from './api.ts';
import { rejudgeAfterPickupSave } from './rejudge.service.ts';
import { BREAKS_PERMISSION, breaksPermissions } from './permissions.ts';

export { breaksService, pausedBreaks, type PausedBreak } from './read-model.ts';
export { unjudgedResults, type UnjudgedResult } from './unjudged.ts';
export type { TestResult, TestResultChange } from './present.ts';
export { shownStatus, type ShownStatus } from './rules/badges.ts';
export type { BreaksDatabase, TestResultStatus, StoredRemark } from './breaks.table.ts';

/**
 * Break reports: the specimens of received pickups to break, the break form built from the
 * sample type's template, test results judged by the templates engine on the server, their
 * history (never deleted), and the pausing of a sample set after a failed test.
 */
export default definePlugin<BreaksDatabase>({
  id: 'breaks',
  dependsOn: ['templates', 'sample-types', 'customers', 'pickups', 'users'],
  permissions: breaksPermissions,
  migrations: new URL('./migrations/', import.meta.url),
  nav: [{ label: 'Break Report', href: '/admin/break-report', permission: BREAKS_PERMISSION.screens, order: 35 }],
  api: breaksApi,
  pages: breaksPages,
  async seed(ctx, { demo }) {
    if (demo) await seedDemoBreaks(ctx);
  },
  extensions: [
    extend(pickupPagePanels, associatedBreaksPanel),
    // The office's min psi on the pickup judges the results that waited for it.
    extend(pickupSaved, (event, ctx) =>
      rejudgeAfterPickupSave(ctx, joinTransaction<BreaksDatabase>(event.trx), event.actor, event.pickupId).then(() => undefined),
    ),
  ],
});
