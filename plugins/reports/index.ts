import { definePlugin } from '../../core/plugin/define-plugin.ts';
import { extend, joinTransaction } from '../../core/plugin/extension-points.ts';
import { labToday } from '../../shared/dates.ts';
import { pickupPagePanels, pickupReceived, pickupSaved, sampleSetChange, scaleBatchSeeded } from '../pickups/index.ts';
import { uploadOwners } from '../uploads/index.ts';
import { reportsApi } from './api.ts';
import { associatedReportsPanel } from './components/AssociatedReports.tsx';
import { findReport } from './reports.repository.ts';
import { reportsPages } from './pages.tsx';
import { createMissingReports } from './create.service.ts';
import { REPORTS_PERMISSION, reportsPermissions } from './permissions.ts';
import { assertChangeable, FINALIZED_MESSAGE } from './rules/status.ts';
import type { ReportsDatabase } from './reports.table.ts';
import { seedScaleReports } from './scale-seed.ts';
import { ensureOwnCertificate } from './signing/certificate.server.ts';
import { signingSettings } from './signing/settings.ts';

export type { ReportsDatabase } from './reports.table.ts';
export { reportAmended, reportIssued, type ReportAmended, type ReportIssued } from './extension-points.ts';
export { reportStatus, dashboardState, type ReportStatus } from './rules/status.ts';
export { reportsSummary, type SampleSetReport } from './summary.ts';
export { reportNoticeFacts, type ReportNoticeFacts } from './notice-facts.ts';

/**
 * Reports: one per specimen-type sample set, made when its pickup is received (or when a set is
 * added to a received pickup); the detail form, the list, the lock on finalizing.
 */
export default definePlugin<ReportsDatabase>({
  id: 'reports',
  dependsOn: [
    'breaks',
    'pickups',
    'customers',
    'inspectors',
    'sample-types',
    'saved-locations',
    'templates',
    'materials',
    'equipment',
    'uploads',
  ],
  permissions: reportsPermissions,
  migrations: new URL('./migrations/', import.meta.url),
  nav: [
    {
      label: 'Reports',
      href: '/admin/reports',
      permission: REPORTS_PERMISSION.staffScreens,
      order: { default: 60, 'customer-service': 95 },
    },
    { label: 'Reports', href: '/customers/reports', permission: REPORTS_PERMISSION.ownScreens, order: 95 },
  ],
  api: reportsApi,
  pages: reportsPages,
  // The demo lab signs its reports with a self-signed certificate made on its first start.
  async seed(ctx, { demo }) {
    if (demo && !signingSettings().p12Path) await ensureOwnCertificate(ctx.config.dataDir, ctx.config.labName);
  },
  extensions: [
    extend(pickupReceived, (event, ctx) =>
      createMissingReports(joinTransaction<ReportsDatabase>(event.trx), ctx.audit, event.pickupId, event.actor).then(() => undefined),
    ),
    extend(pickupSaved, (event, ctx) =>
      createMissingReports(joinTransaction<ReportsDatabase>(event.trx), ctx.audit, event.pickupId, event.actor).then(() => undefined),
    ),
    extend(pickupPagePanels, associatedReportsPanel),
    // `portal pickups seed-scale`: the reports of the batch's received pickups, so the reports list has a lab's rows.
    extend(scaleBatchSeeded, (batch, ctx) =>
      seedScaleReports(joinTransaction<ReportsDatabase>(batch.trx), batch.pickups, labToday(ctx.config.labTimeZone)),
    ),
    // A finalized report locks its set's specimens and results: pickups and breaks ask before they write.
    extend(sampleSetChange, async (change) => {
      const locked = await joinTransaction<ReportsDatabase>(change.trx)
        .selectFrom('reports')
        .select('id')
        .where('sampleId', 'in', [...change.sampleIds])
        .where('finalized', '=', true)
        .executeTakeFirst();
      return locked ? FINALIZED_MESSAGE : null;
    }),
    // Panel images and the graph are stored under `report_{id}` while the report can change;
    // a finalized one answers the lock's 409, not that the report does not exist.
    extend(uploadOwners, async (owner, ctx) => {
      if (owner.kind !== 'report') return null;
      const report = await findReport(ctx.db, owner.id, { all: true });
      if (report) assertChangeable(report);
      return report !== undefined;
    }),
  ],
});
