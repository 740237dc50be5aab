import { labToday, toDisplayDate } from '../../shared/dates.ts';
import { formatLabDateTime } from '../../shared/format.ts';
import { NotFoundError } from '../../core/errors.ts';
import { idParams } from '../../core/http/params.ts';
import { actorOf, companyScopeOf } from '../../core/http/request.ts';
import { PageHeader } from '../../core/pages/components.tsx';
import { DataTable } from '../../core/pages/islands.ts';
import type { PluginContext } from '../../core/plugin/define-plugin.ts';
import type { PortalRouter } from '../../core/plugin/router.ts';
import { dataTableProps } from '../../core/table/data-table.ts';
import type { FilterSpec } from '../../shared/table-props.ts';
import { equipmentService } from '../equipment/index.ts';
import { materialsService } from '../materials/index.ts';
import { findReportDetail, REPORT_NOT_FOUND, type ReportDetail } from './detail.ts';
import { FIELD_LABELS, LIMITS } from './fields.ts';
import { serveGeneralReportPage } from './general-report.page.tsx';
import * as BulkActions from './islands/BulkActions.tsx';
import * as ReportForm from './islands/ReportForm.tsx';
import { REPORTS_PERMISSION as P } from './permissions.ts';
import { ON_FILE } from './present.ts';
import { REPORT_STATUSES } from './rules/status.ts';
import { registerPreviewPage } from './preview.page.ts';
import { reportsTableModel } from './reports.model.ts';
import { registerVerifyPage } from './verify/verify.page.tsx';
import type { ReportsDatabase } from './reports.table.ts';
import { Island } from '../../core/ssr/island.tsx';

/** The filters only the office has: a customer sees its own reports, under one template it does not choose. */
const OFFICE_FILTERS: FilterSpec[] = [
  { kind: 'select', field: 'customerId', label: 'Customer', options: { list: 'customers', value: 'id', label: ['companyName'] } },
  { kind: 'select', field: 'template', label: 'Template', options: { list: 'templates', value: 'template', label: ['template'] } },
];

const listOf = (base: string, staff: boolean) =>
  dataTableProps(reportsTableModel, {
    path: '/api/reports',
    label: 'Reports',
    columns: [
      { field: 'sampleNum', link: `${base}/{id}` },
      ...(staff ? (['companyName'] as const) : []),
      'projectAddress',
      'castDate',
      'status',
      'type',
    ],
    // The office filters by customer and template too (their choices come from the filter options route).
    filters: [
      { kind: 'select', field: 'status', label: 'Status', options: REPORT_STATUSES.map((status) => ({ value: status, label: status })) },
      ...(staff ? OFFICE_FILTERS : []),
      { kind: 'dateRange', label: 'Cast Date' },
    ],
    ...(staff ? { filterOptionsPath: '/api/reports/filterOptions' } : {}),
    searchPlaceholder: 'Search by sample set, project address or customer',
  });

const fieldsOf = (names: readonly string[] | undefined) => (names ?? []).map((name) => ({ name, label: FIELD_LABELS[name] ?? name }));

/** The Report Calculations panel: the template's name and its computed-value formulas. */
function ReportCalculations({ report }: { report: ReportDetail }) {
  const template = report.template;
  const formulas = template ? [...Object.entries(template.computedValues), ...Object.entries(template.finalComputedValues)] : [];
  return (
    <section aria-label="Report Calculations" className="mt-6 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <h2 className="mb-2 text-base font-semibold text-slate-900">Report Calculations</h2>
      <p className="mb-3 text-sm text-slate-700">{template ? `${template.name}: ${template.title}` : 'No template'}</p>
      <dl className="grid gap-1 text-sm sm:grid-cols-[max-content_1fr] sm:gap-x-4">
        {formulas.map(([name, formula]) => (
          <div key={name} className="contents">
            {/* Its template's label: people read "Mean Diameter (in)", the formula keeps the names it computes with. */}
            <dt className="text-slate-600">{template?.labels[name] ?? name}</dt>
            <dd className="break-all font-mono text-slate-900">{formula}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** `/admin/reports` (the list), `/admin/reports/:id` (the detail form) and `/customers/reports` (a customer's own). */
export function reportsPages(ctx: PluginContext<ReportsDatabase>): PortalRouter {
  const router = ctx.http.pages();
  registerPreviewPage(router, ctx);
  router.get('/admin/reports', { permission: P.staffScreens, summary: 'The reports list', answers: 'page' }, (c) =>
    ctx.http.render(
      c,
      <>
        <PageHeader title="Reports" />
        <Island of={BulkActions} listPath="/api/reports" canSend={ctx.http.permissions.allows(actorOf(c).role, P.send)} />
        <Island of={DataTable} {...listOf('/admin/reports', true)} userId={c.get('auth').user.id} />
      </>,
      { title: 'Reports' },
    ),
  );

  router.get('/customers/reports', { permission: P.ownScreens, summary: "A customer's reports", answers: 'page' }, (c) =>
    ctx.http.render(
      c,
      <>
        <PageHeader title="Reports" />
        <Island of={BulkActions} listPath="/api/reports" canSend={false} />
        <Island of={DataTable} {...listOf('/customers/reports', false)} userId={c.get('auth').user.id} />
      </>,
      { title: 'Reports' },
    ),
  );

  router.get(
    '/customers/reports/:id',
    { permission: P.ownScreens, summary: "A customer's report and its documents", answers: 'page' },
    async (c) => {
      const parsed = idParams.safeParse(c.req.param());
      if (!parsed.success) throw new NotFoundError(REPORT_NOT_FOUND);
      const report = await findReportDetail(ctx.db, parsed.data.id, companyScopeOf(c));
      const title = `Report ${report.sampleNum}`;
      return ctx.http.render(
        c,
        <>
          <PageHeader title={title}>
            <span className="rounded bg-slate-100 px-2 py-1 text-sm text-slate-700">{report.status}</span>
          </PageHeader>
          <p className="mb-4 text-sm text-slate-600">
            {report.type} · Pickup #{report.Pickup?.pickupNumber} · {report.projectAddress} · Cast {toDisplayDate(report.castDate)}
          </p>
          <section aria-label="Documents" className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
            <h2 className="mb-3 text-base font-semibold text-slate-900">Documents</h2>
            {report.issues.length === 0 ? <p className="text-sm text-slate-600">No Results</p> : null}
            <ul className="flex flex-col gap-2 text-sm">
              {report.issues.map((issue) => (
                <li key={issue.filename} className="flex flex-col">
                  <a className="link" href={`/api/reports/files/${issue.filename}`} target="_blank" rel="noopener">
                    {`Revision ${issue.revision} · ${formatLabDateTime(issue.issuedAt, ctx.config.labTimeZone)}${issue.standing.state === 'current' ? '' : issue.standing.state === 'superseded' ? ` · superseded by revision ${issue.standing.by}` : ' · withdrawn'}`}
                  </a>
                  {issue.amendReason ? <span className="text-slate-700">{`Reason for the amendment: ${issue.amendReason}`}</span> : null}
                </li>
              ))}
            </ul>
          </section>
        </>,
        { title },
      );
    },
  );

  router.get('/admin/reports/:id', { permission: P.staffScreens, summary: 'Edit a report', answers: 'page' }, async (c) => {
    const parsed = idParams.safeParse(c.req.param());
    if (!parsed.success) throw new NotFoundError(REPORT_NOT_FOUND);
    const report = await findReportDetail(ctx.db, parsed.data.id, companyScopeOf(c));
    const sections = report.template?.report?.sections;
    const composite = sections?.testEquipment !== undefined;
    const [equipment, materials] = composite
      ? await Promise.all([equipmentService.list(ctx.db), materialsService.list(ctx.db)])
      : [null, null];
    const chosenIds = (records: Array<Record<string, unknown>>) => records.map((record) => Number(record.id)).filter(Number.isInteger);
    const title = `Report ${report.sampleNum}`;
    const today = labToday(ctx.config.labTimeZone);
    return ctx.http.render(
      c,
      <>
        <PageHeader title={title}>
          <span className="rounded bg-slate-100 px-2 py-1 text-sm text-slate-700">{report.status}</span>
          <div className="flex flex-wrap items-center gap-4 text-sm">
            <a className="link" href={`/admin/reports/preview/${report.id}`} target="_blank" rel="noopener">
              Print Preview
            </a>
            <a className="link" href={`/api/reports/docx/${report.id}`}>
              Word Document
            </a>
          </div>
        </PageHeader>
        <p className="mb-4 text-sm text-slate-600">
          {report.Customer?.companyName} · Pickup #{report.Pickup?.pickupNumber} · {report.projectAddress}
        </p>
        <Island
          of={ReportForm}
          report={{
            id: report.id,
            version: report.version,
            status: report.status,
            finalized: report.finalized,
            reportInfoComplete: report.reportInfoComplete,
            onFile: report.pdfs === ON_FILE,
            images: report.images,
            graph: report.graph,
            generalReportInfo: report.generalReportInfo,
            dataSheetInfo: report.dataSheetInfo,
            equipment: chosenIds(report.equipment),
            materials: chosenIds(report.materials),
            versions: report.versions.map(({ filename, issue, generatedAt, finalized }) => ({ filename, issue, generatedAt, finalized })),
            revision: report.issue,
            issues: report.issues,
          }}
          generalFields={fieldsOf(sections?.generalInfo.includedFields)}
          dataSheetFields={fieldsOf(sections?.dataSheetInfo.includedFields)}
          equipmentChoices={
            equipment &&
            equipment.map((item) => ({
              id: item.id,
              label: `${item.name} (${item.calibration})`,
              ...(equipmentService.calibrationOverdue(item, today) ? { refused: equipmentService.overdueMessage(item) } : {}),
            }))
          }
          materialChoices={materials && materials.map((item) => ({ id: item.id, label: `${item.manufacturer} ${item.type}` }))}
          maxEquipment={sections?.testEquipment?.max ?? LIMITS.equipment}
          maxImages={report.template?.report?.images ? Math.min(report.template.report.images.max, LIMITS.images) : null}
          takesGraph={report.template?.report?.graph === true}
          canFinalize={ctx.http.permissions.allows(actorOf(c).role, P.finalize)}
          canSend={ctx.http.permissions.allows(actorOf(c).role, P.send)}
          timeZone={ctx.config.labTimeZone}
        />
        <ReportCalculations report={report} />
      </>,
      { title },
    );
  });
  serveGeneralReportPage(router, ctx);
  registerVerifyPage(router, ctx);
  return router;
}
