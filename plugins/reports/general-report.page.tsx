import { NotFoundError } from '../../core/errors.ts';
import { idParams } from '../../core/http/params.ts';
import { actorOf } from '../../core/http/request.ts';
import { PageHeader } from '../../core/pages/components.tsx';
import type { PluginContext } from '../../core/plugin/define-plugin.ts';
import type { PortalRouter } from '../../core/plugin/router.ts';
import { customersService } from '../customers/index.ts';
import { pickupsForReports } from '../pickups/index.ts';
import { FIELD_LABELS, GENERAL_INFO_FIELDS } from './fields.ts';
import { PICKUP_NOT_FOUND } from './general-info.api.ts';
import { pickupGeneralInfo } from './general-info.service.ts';
import * as GeneralReport from './islands/GeneralReport.tsx';
import { REPORTS_PERMISSION as P } from './permissions.ts';
import { ON_FILE, presentRow } from './present.ts';
import { reportsOfPickup } from './reports.repository.ts';
import type { ReportsDatabase } from './reports.table.ts';
import { Island } from '../../core/ssr/island.tsx';

/** The address of a pickup's general report screen, linked from its page's Associated Reports panel. */
export const generalReportHref = (pickupId: number) => `/admin/pickups/reports/${pickupId}`;

/** `/admin/pickups/reports/{id}`: a pickup's General Report Info, Generate Reports For Samples, and its reports; back leads to `/admin/pickups`. */
export function serveGeneralReportPage(router: PortalRouter, ctx: PluginContext<ReportsDatabase>): void {
  const { db } = ctx;
  router.get(
    '/admin/pickups/reports/:id{[0-9]+}',
    { permission: P.staffScreens, summary: "A pickup's general report screen", answers: 'page', params: idParams },
    async (c) => {
      const { id } = c.req.valid('param');
      const pickup = await pickupsForReports.findPickupSummary(db, id, { all: true });
      if (!pickup) throw new NotFoundError(PICKUP_NOT_FOUND);
      const [company, info, reports] = await Promise.all([
        customersService.companySummary(db, pickup.customerId),
        pickupGeneralInfo(db, id),
        reportsOfPickup(db, id, { all: true }),
      ]);
      const title = 'General Report';
      return ctx.http.render(
        c,
        <>
          <PageHeader title={title}>
            <a className="rounded border border-slate-300 px-3 py-2 text-sm" href="/admin/pickups">
              Back
            </a>
          </PageHeader>
          <p className="mb-4 text-sm text-slate-600">
            <a className="link" href={`/admin/pickups/${pickup.id}`}>{`Pickup ${pickup.pickupNumber}`}</a>
            {company ? ` · ${company.companyName}` : ''}
          </p>
          <Island
            of={GeneralReport}
            pickup={{ id: pickup.id, pickupNumber: pickup.pickupNumber }}
            generalReportInfo={info.generalReportInfo}
            version={info.version}
            fields={GENERAL_INFO_FIELDS.map((name) => ({ name, label: FIELD_LABELS[name] ?? name }))}
            reports={reports.map(presentRow).map((report) => ({
              id: report.id,
              sampleNum: report.sampleNum,
              type: report.type,
              status: report.status,
              castDate: report.castDate,
              latest: Array.isArray(report.pdfs) ? (report.pdfs.at(-1) ?? null) : null,
              onFile: report.pdfs === ON_FILE,
            }))}
            canEdit={ctx.http.permissions.allows(actorOf(c).role, P.write)}
          />
        </>,
        { title },
      );
    },
  );
}
