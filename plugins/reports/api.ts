import type { Context } from 'hono';
import { sql } from 'kysely';
import { labToday } from '../../shared/dates.ts';
import { NotFoundError } from '../../core/errors.ts';
import type { SignedInEnv } from '../../core/http/env.ts';
import { ID, idParams } from '../../core/http/params.ts';
import { actorOf, companyScopeOf } from '../../core/http/request.ts';
import { okAnswer } from '../../core/http/answers.ts';
import { ok } from '../../core/http/respond.ts';
import type { PluginContext } from '../../core/plugin/define-plugin.ts';
import type { PortalRouter } from '../../core/plugin/router.ts';
import type { AnySelectQuery } from '../../core/table/model.ts';
import { parseTableParams } from '../../core/table/params.ts';
import { runTableQuery } from '../../core/table/query.ts';
import { serveTable, tableQuerySchema } from '../../core/table/serve.ts';
import { customersService } from '../customers/index.ts';
import { pickupsForReports } from '../pickups/index.ts';
import { z } from 'zod';
import {
  filterOptionsAnswer,
  incompleteInfoAnswer,
  pickupReportsAnswer,
  reportAnswer,
  reportListAnswer,
  reviewPointsAnswer,
  savedReportAnswer,
  sendAnswer,
  unsentReportsAnswer,
} from './answers.ts';
import { amendReport } from './amend.service.ts';
import { registerBulkRoutes } from './bulk.api.ts';
import { findReportDetail, REPORT_NOT_FOUND } from './detail.ts';
import { PICKUP_NOT_FOUND, serveGeneralInfo } from './general-info.api.ts';
import { generateReport, reportDocx } from './generate.service.ts';
import { ReportFileStore, reportIdOfFile } from './pdf/store.server.ts';
import { findReport, issuesOf } from './reports.repository.ts';
import { REPORTS_PERMISSION as P } from './permissions.ts';
import { presentRow } from './present.ts';
import { reportsTableModel } from './reports.model.ts';
import { pickupsWithIncompleteInfo, reportsOfPickup } from './reports.repository.ts';
import type { ReportsDatabase } from './reports.table.ts';
import { REPORT_STATUSES } from './rules/status.ts';
import { REPORT_SAVED, saveReport } from './save.service.ts';
import { listUnsentReports, sendReport } from './send.service.tsx';
import { amendInputSchema, reportInputSchema } from './schema.ts';
import { reportReviewPoints } from './review.service.ts';
import { MEDIA_TYPES } from '../../core/http/media-types.ts';

/** A customer's list holds its own company's reports only, in the query itself. */
function ownCompany(query: AnySelectQuery, c: Context<SignedInEnv>): AnySelectQuery {
  const scope = companyScopeOf(c);
  if (scope.all) return query;
  return scope.customerId === null ? query.where(sql<boolean>`false`) : query.where('reports.customerId', '=', scope.customerId);
}

/** The reports calls of the call catalogue, and the pickup calls that belong to reports. */
export function reportsApi(ctx: PluginContext<ReportsDatabase>): PortalRouter {
  const router = ctx.http.api();
  const { db } = ctx;

  serveTable(router, '/api/reports', { permission: P.read, summary: 'The reports list (a customer: its own)' }, reportsTableModel, {
    db,
    restrict: ownCompany,
  });

  registerBulkRoutes(router, ctx, (c) => (query) => ownCompany(query, c));

  router.get(
    '/api/reports/filterOptions',
    {
      permission: P.list,
      summary: "The list's filter choices: statuses, customers, templates (as rows the drawer reads), sample types",
      response: filterOptionsAnswer,
    },
    async (c) => {
      const rows = await db.selectFrom('reports').select(['template', 'type']).distinct().execute();
      const distinct = (values: Array<string | null>) => [...new Set(values.filter((value): value is string => value !== null))].sort();
      return ok(c, {
        statuses: [...REPORT_STATUSES],
        customers: await customersService.companyList(db),
        templates: distinct(rows.map((row) => row.template)).map((template) => ({ template })),
        types: distinct(rows.map((row) => row.type)),
      });
    },
  );

  router.get(
    '/api/reports/today',
    {
      permission: P.list,
      summary: "Reports pending today: not finalized, with a specimen to test today (the list's conditions apply)",
      query: tableQuerySchema,
      response: reportListAnswer,
    },
    async (c) => {
      const sampleIds = await pickupsForReports.sampleIdsTestedOn(db, labToday(ctx.config.labTimeZone));
      const params = parseTableParams(reportsTableModel, c.req.query());
      const restrict = (query: AnySelectQuery) =>
        sampleIds.length === 0
          ? query.where(sql<boolean>`false`)
          : query.where('reports.sampleId', 'in', sampleIds).where('reports.finalized', '=', false);
      return ok(c, { ...(await runTableQuery(db, reportsTableModel, params, restrict)) });
    },
  );

  router.get(
    `/api/reports/${ID}`,
    {
      permission: P.read,
      summary: 'One report with its company, pickup, template and specimens',
      params: idParams,
      response: reportAnswer,
    },
    async (c) => {
      const report = await findReportDetail(db, c.req.valid('param').id, companyScopeOf(c));
      return ok(c, { report });
    },
  );

  router.put(
    `/api/reports/${ID}`,
    {
      permission: P.write,
      summary:
        "Saves a report's detail; `finalized: true` (admin and customer-service) locks it. A finalized report or a stale `version` is a 409",
      params: idParams,
      body: reportInputSchema,
      response: savedReportAnswer,
    },
    async (c) => {
      const actor = actorOf(c);
      const mayFinalize = ctx.http.permissions.allows(actor.role, P.finalize);
      const report = await saveReport(ctx, actor, c.req.valid('param').id, c.req.valid('json'), mayFinalize);
      return ok(c, { report, message: REPORT_SAVED });
    },
  );

  router.get(
    `/api/reports/generate/${ID}`,
    {
      permission: P.write,
      summary: 'Renders the report as a PDF and keeps it: `pdfs` names the new file (latest last)',
      params: idParams,
      changesState: true,
      response: reportAnswer,
    },
    async (c) => ok(c, { report: await generateReport(ctx, actorOf(c), c.req.valid('param').id) }),
  );

  router.get(
    '/api/reports/files/:filename',
    {
      permission: P.read,
      summary: "A report's PDF: staff, and the report's own customer only",
      params: z.object({ filename: z.string().max(80) }),
      answers: 'file',
      media: [MEDIA_TYPES.pdf],
    },
    async (c) => {
      const { filename } = c.req.valid('param');
      const reportId = reportIdOfFile(filename);
      const scope = companyScopeOf(c);
      const report = reportId === undefined ? undefined : await findReport(db, reportId, scope);
      // A customer gets the issued revisions only; interim files stay in the lab.
      const files = !report
        ? []
        : scope.all
          ? presentRow(report).versions.map((version) => version.filename)
          : (await issuesOf(db, report.id)).map((issue) => issue.filename);
      const bytes = files.includes(filename) ? await new ReportFileStore(ctx.config.dataDir).read(filename) : undefined;
      if (!bytes) throw new NotFoundError(REPORT_NOT_FOUND);
      c.header('Content-Type', 'application/pdf');
      c.header('Content-Disposition', `inline; filename="${filename}"`);
      c.header('Cache-Control', 'private, no-store');
      return c.body(bytes as Uint8Array<ArrayBuffer>);
    },
  );

  router.get(
    `/api/reports/docx/${ID}`,
    {
      permission: P.read,
      summary: "The report as a Word document from its template's DOCX layout: staff, and the report's own customer only",
      params: idParams,
      answers: 'file',
      media: [MEDIA_TYPES.docx],
    },
    async (c) => {
      const docx = await reportDocx(ctx, c.req.valid('param').id, companyScopeOf(c));
      return c.body(docx.bytes as Uint8Array<ArrayBuffer>, 200, {
        'Content-Type': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        'Content-Disposition': `attachment; filename="${docx.filename.replace(/[^\w .-]/g, '-')}"`,
        'Cache-Control': 'private, no-store',
      });
    },
  );

  router.post(
    `/api/reports/${ID}/amend`,
    {
      permission: P.finalize,
      summary:
        'Opens a finalized report for its next revision, marked Amended with the reason (at least 10 characters); earlier revisions stay downloadable',
      params: idParams,
      body: amendInputSchema,
      response: reportAnswer,
    },
    async (c) => ok(c, { report: await amendReport(ctx, actorOf(c), c.req.valid('param').id, c.req.valid('json').reason) }),
  );

  router.get(
    `/api/reports/${ID}/review`,
    {
      permission: P.finalize,
      summary:
        'What the reviewer confirms with a reason before finalizing: failed, untested, cancelled or held specimens, results with no strength requirement',
      params: idParams,
      response: reviewPointsAnswer,
    },
    async (c) => {
      const report = await findReport(db, c.req.valid('param').id, { all: true });
      if (!report) throw new NotFoundError(REPORT_NOT_FOUND);
      return ok(c, { points: await reportReviewPoints(db, report) });
    },
  );

  router.post(
    `/api/reports/send/${ID}`,
    {
      permission: P.send,
      summary:
        "Mails a report's file to the customer's and the project address's report e-mails; held and listed as unsent with its reason otherwise",
      params: idParams,
      body: z.strictObject({
        filename: z.string({ error: 'Choose a file of this report' }).min(1, 'Choose a file of this report').max(80),
      }),
      response: sendAnswer,
    },
    async (c) => ok(c, await sendReport(ctx, actorOf(c), c.req.valid('param').id, c.req.valid('json').filename)),
  );

  router.get(
    '/api/unsent-reports',
    { permission: P.send, summary: 'Reports held instead of sent, with their reasons', response: unsentReportsAnswer },
    async (c) => ok(c, { unsentReports: await listUnsentReports(db) }),
  );

  router.delete(
    `/api/unsent-reports/${ID}`,
    { permission: P.send, summary: 'Clears an unsent report from the list', params: idParams, response: okAnswer },
    async (c) => {
      const deleted = await db.deleteFrom('unsentReports').where('id', '=', c.req.valid('param').id).executeTakeFirst();
      if (Number(deleted.numDeletedRows) === 0) throw new NotFoundError('Unsent report not found');
      return ok(c);
    },
  );

  router.get(
    `/api/pickups/reports/${ID}`,
    { permission: P.read, summary: "A pickup's reports (a customer: its own pickup's)", params: idParams, response: pickupReportsAnswer },
    async (c) => {
      const scope = companyScopeOf(c);
      const { id } = c.req.valid('param');
      if (!(await pickupsForReports.findPickupSummary(db, id, scope))) throw new NotFoundError(PICKUP_NOT_FOUND);
      return ok(c, { reports: (await reportsOfPickup(db, id, scope)).map(presentRow) });
    },
  );

  serveGeneralInfo(router, ctx);

  router.get(
    '/api/pickups/infoIncomplete',
    { permission: P.list, summary: 'Pickups whose reports still lack general info', response: incompleteInfoAnswer },
    async (c) => {
      const counts = await pickupsWithIncompleteInfo(db, { all: true }, 200);
      const pickups = await pickupsForReports.pickupSummaries(
        db,
        counts.map((row) => row.pickupId),
      );
      const companies = await customersService.companyNames(
        db,
        [...pickups.values()].map((pickup) => pickup.customerId),
      );
      return ok(c, {
        pickups: counts.flatMap(({ pickupId, incomplete }) => {
          const pickup = pickups.get(pickupId);
          if (!pickup) return [];
          return [
            {
              ...pickup,
              incompleteReports: incomplete,
              Customer: { id: pickup.customerId, companyName: companies.get(pickup.customerId) ?? '' },
            },
          ];
        }),
      });
    },
  );

  return router;
}
