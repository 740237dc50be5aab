import type { Actor } from '../../core/auth/actor.ts';
import type { CompanyScope } from '../../core/auth/company-scope.ts';
import { BusinessRuleError, NotFoundError } from '../../core/errors.ts';
import type { PluginContext } from '../../core/plugin/define-plugin.ts';
import { renderLayout, templateCatalogue } from '../templates/index.ts';
import { reportDetail, REPORT_NOT_FOUND, type ReportDetail } from './detail.ts';
import { customerHeaderImage } from './header-image.server.ts';
import { issueRevision } from './issue.service.ts';
import { INTERIM_NOTICE, PREVIEW_NOTICE, writeReportPdf } from './pdf/report-pdf.ts';
import { newReportFileName, ReportFileStore } from './pdf/store.server.ts';
import { presentRow, type ReportFileVersion } from './present.ts';
import { findReport } from './reports.repository.ts';
import type { ReportsDatabase } from './reports.table.ts';
import { reportDocument, verification, type DocumentDeps } from './report-document.ts';

export type GenerateDeps = Pick<PluginContext<ReportsDatabase>, 'db' | 'audit' | 'config' | 'extensions'>;

export const NO_DOCX_LAYOUT = "This report's template has no DOCX layout";

/**
 * `GET /api/reports/docx/{id}`: the report as a Word document, rendered now from the template's
 * `layout.docx` through docx-templates with the same data the PDF prints (staff, and the
 * report's own customer). A finalized report is locked, so its DOCX says what its PDF says.
 */
export async function reportDocx(deps: DocumentDeps, id: number, scope: CompanyScope): Promise<{ bytes: Uint8Array; filename: string }> {
  const row = await findReport(deps.db, id, scope);
  if (!row) throw new NotFoundError(REPORT_NOT_FOUND);
  const detail = await reportDetail(deps.db, row);
  const layout = detail.template ? (await templateCatalogue()).find(detail.template.id)?.layout : undefined;
  if (!layout) throw new BusinessRuleError(NO_DOCX_LAYOUT);
  const issued = await deps.db
    .selectFrom('reportIssues')
    .select('code')
    .where('reportId', '=', id)
    .where('revision', '=', row.issue)
    .executeTakeFirst();
  const document = await reportDocument(deps, detail, issued ? { verification: verification(deps.config, issued.code) } : {});
  const rendered = await renderLayout(layout, document.data);
  if (!rendered.ok) throw new Error(`Report ${id}: ${rendered.message}`);
  return { bytes: rendered.document, filename: `Report ${row.sampleNum} revision ${row.issue}.docx` };
}

/**
 * `/admin/reports/preview/{id}`: the report's PDF as it would be generated now, marked as a
 * preview and kept nowhere, so the detail can be checked before it is finalized.
 */
export async function previewReport(deps: DocumentDeps, id: number): Promise<Buffer> {
  const row = await findReport(deps.db, id, { all: true });
  if (!row) throw new NotFoundError(REPORT_NOT_FOUND);
  return writeReportPdf(await reportDocument(deps, await reportDetail(deps.db, row), { notice: PREVIEW_NOTICE }));
}

/**
 * `GET /api/reports/generate/{id}`: a finalized report's revision is issued once (signed, with
 * its verification code) and every later call answers that same file; a report not yet
 * finalized gets an interim file, marked as such, each time.
 */
export async function generateReport(deps: GenerateDeps, actor: Actor, id: number): Promise<ReportDetail> {
  const row = await findReport(deps.db, id, { all: true });
  if (!row) throw new NotFoundError(REPORT_NOT_FOUND);
  if (row.finalized) return issueRevision(deps, actor, id);
  const before = await reportDetail(deps.db, row);
  const document = await reportDocument(deps, before, { notice: INTERIM_NOTICE });
  const bytes = await writeReportPdf({ ...document, headerImage: await customerHeaderImage(deps.config, before.Customer) });
  const filename = newReportFileName(id, row.issue);
  await new ReportFileStore(deps.config.dataDir).write(filename, bytes);
  return deps.db.transaction().execute(async (trx) => {
    const current = await findReport(trx, id, { all: true }, true);
    if (!current) throw new NotFoundError(REPORT_NOT_FOUND);
    const present = presentRow(current);
    const pdfs = Array.isArray(present.pdfs) ? present.pdfs : [];
    const version: ReportFileVersion = {
      filename,
      issue: current.issue,
      generatedAt: new Date().toISOString(),
      finalized: false,
      amendReason: current.amended ? current.amendReason : null,
    };
    // Generating is not an edit of the detail: it does not raise the form's version.
    const after = await trx
      .updateTable('reports')
      .set({
        pdfs: JSON.stringify([...pdfs, filename]),
        versions: JSON.stringify([...present.versions, version]),
        error: null,
        updatedAt: new Date(),
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await deps.audit.record(trx, { entity: 'report', recordId: id, action: 'generate', before: present, after: presentRow(after), actor });
    return reportDetail(trx, after);
  });
}
