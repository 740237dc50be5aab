import { dashboardCards } from '../../core/dashboard/cards.ts';
import { definePlugin } from '../../core/plugin/define-plugin.ts';
import { extend } from '../../core/plugin/extension-points.ts';
import type { PickupsDatabase } from './pickups.table.ts';
import { pickupsApi } from './api.ts';
import { pickupsDashboard } from './dashboard.ts';
import { pickupsPages } from './pages.tsx';
import { seedDemoPickups } from './seed.ts';

export {
  pickupPagePanels,
  pickupReceived,
  pickupSaved,
  sampleSetChange,
  scaleBatchSeeded,
  type PickupPage,
  type PickupSave,
  type PickupWrite,
  type SampleSetChange,
  type ScaleBatch,
  type ScalePickup,
  type ScaleSampleSet,
} from './extension-points.ts';
export { assertSampleSetsChangeable } from './sample-set-guard.ts';
export type { SampleRow, SpecimenRow } from './pickups.table.ts';
import { PICKUPS_PERMISSION, pickupsPermissions } from './permissions.ts';

export { pickupsForBreaks, type NumberedSpecimen, type PausedSampleSet, type SpecimenForBreak } from './for-breaks.ts';
export { pickupsForInvoicing, type BilledPickup, type UninvoicedPickup } from './for-invoicing.ts';
export { pickupsForReports } from './for-reports.ts';
export { pickupsForStats } from './for-stats.ts';
export { pickupsForUploads } from './for-uploads.ts';
export type { MonthCount } from './stats.ts';
export type { PickupSummary } from './pickup-summaries.ts';
export { SPECIMEN_TESTED } from './rules/status.ts';
export type { SpecimenOutcome } from './specimen-results.service.ts';
export type { PickupsDatabase } from './pickups.table.ts';

/**
 * Pickups: the sample sets ordered from job sites and their specimens, statuses, receiving
 * (with sub-pickups for what did not arrive), today's pickups by driver and the history.
 */
export default definePlugin<PickupsDatabase>({
  id: 'pickups',
  dependsOn: ['customers', 'sample-types', 'inspectors', 'saved-locations', 'users'],
  permissions: pickupsPermissions,
  migrations: new URL('./migrations/', import.meta.url),
  nav: [{ label: 'PickUps', href: '/admin/pickups', permission: PICKUPS_PERMISSION.staffScreens, order: 30 }],
  api: pickupsApi,
  pages: pickupsPages,
  extensions: [extend(dashboardCards, (request, ctx) => pickupsDashboard(ctx, request))],
  async seed(ctx, { demo }) {
    if (demo) await seedDemoPickups(ctx);
  },
});
