import type { Actor } from '../../core/auth/actor.ts';
import type { CompanyScope } from '../../core/auth/company-scope.ts';
import { labToday, toDisplayDate } from '../../core/dates.ts';
import { BusinessRuleError, NotFoundError } from '../../core/errors.ts';
import type { PluginContext } from '../../core/plugin/define-plugin.ts';
import { breaksService, type TestResult } from '../breaks/index.ts';
import { pickupsService } from '../pickups/index.ts';
import { evaluateSet, renderLayout, reportData, templateCatalogue } from '../templates/index.ts';
import { reportDetail, REPORT_NOT_FOUND, type ReportDetail } from './detail.ts';
import { customerHeaderImage } from './header-image.server.ts';
import { stressStrainPng } from './pdf/graph.server.tsx';
import { writeReportPdf, type ReportDocument } from './pdf/report-pdf.ts';
import { stressStrainCurves } from './pdf/stress-strain.ts';
import { newReportFileName, ReportFileStore } from './pdf/store.server.ts';
import { presentRow, type ReportFileVersion } from './present.ts';
import { findReport, type Db } from './reports.repository.ts';
import type { ReportsDatabase } from './reports.table.ts';

export type GenerateDeps = Pick<PluginContext<ReportsDatabase>, 'db' | 'audit' | 'config'>;

export const NO_TEMPLATE = 'This report has no template to print it with: choose one for its sample type';

const decimalOrNull = (value: string | null) => (value === null ? null : Number(value));
const numberOrNull = (value: unknown) => {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(number) ? number : null;
};

/** The remarks a report prints: a failed result's message, and each review remark a result carries. */
function remarksOf(specimenNum: string, result: TestResult | undefined): string[] {
  if (!result) return [];
  const lines: string[] = [];
  if (result.status === 'Failed') lines.push(`Specimen ${specimenNum}: ${result.message ?? 'Failed'}`);
  for (const remark of result.remarks) lines.push(`Specimen ${specimenNum}: ${remark.text}${remark.accepted ? ' (accepted)' : ''}`);
  return lines;
}

/**
 * Everything the PDF prints, read and computed: the set evaluated by the templates engine from
 * the specimens' stored results, the template's columns and summary, pass/fail as the results
 * were judged, who tested and who reviewed.
 */
export async function reportDocument(db: Db, labName: string, detail: ReportDetail): Promise<ReportDocument> {
  const entry = detail.template ? (await templateCatalogue()).find(detail.template.id) : undefined;
  const template = entry?.template;
  if (!template) throw new BusinessRuleError(NO_TEMPLATE);
  const [sample] = await pickupsService.samplesByIds(db, [detail.sampleId]);
  const results = await breaksService.resultsOfSpecimens(
    db,
    detail.specimens.map((specimen) => specimen.id),
  );
  const sampleForFormulas = {
    minPsi: decimalOrNull(sample?.minPsi ?? null),
    maxPsi: decimalOrNull(sample?.maxPsi ?? null),
    castDate: sample?.castDate ?? detail.castDate,
    forInformationOnly: sample?.forInformationOnly ?? false,
  };
  const set = evaluateSet(template, {
    sample: sampleForFormulas,
    results: detail.specimens.map((specimen) => {
      const result = results.get(specimen.id);
      return {
        fields: result?.results ?? {},
        specimen: { specimenNum: specimen.specimenNum, castDate: specimen.castDate, testDate: result?.testDate ?? null },
      };
    }),
  });
  const data = reportData(template, set, {
    report: { sampleNum: detail.sampleNum },
    generalInfo: detail.generalReportInfo,
    dataSheetInfo: detail.dataSheetInfo,
    ...(detail.materials[0] ? { material: detail.materials[0] } : {}),
    equipment: detail.equipment,
  });
  // Pass/fail is what the server judged when the result was saved; an untested specimen says so.
  data.specimens.forEach((row, index) => {
    const specimen = detail.specimens[index]!;
    const result = results.get(specimen.id);
    row.specimenNum = specimen.specimenNum;
    row.testDate = toDisplayDate(result?.testDate ?? null);
    row.status = result?.status ?? 'Untested';
  });
  const curves = entry?.definition?.report.graph
    ? stressStrainCurves(
        set.results.map((result, index) => ({
          specimenNum: detail.specimens[index]!.specimenNum,
          area: numberOrNull(result.computed.area),
          loadAt1000: numberOrNull(result.fields.loadAt1000),
          loadAt3000: numberOrNull(result.fields.loadAt3000),
          strength: numberOrNull(result.computed.strength),
        })),
      )
    : [];
  const failedRows = new Set(detail.specimens.flatMap((specimen, index) => (results.get(specimen.id)?.status === 'Failed' ? [index] : [])));
  const technicians = [...results.values()]
    .map((result) => result.results.technician)
    .filter((name): name is string => typeof name === 'string' && name.trim() !== '');
  return {
    labName,
    data,
    heading: [
      { label: 'Sample Set ID', value: detail.sampleNum },
      { label: 'Customer', value: detail.Customer?.companyName ?? '' },
      { label: 'Pickup #', value: String(detail.Pickup?.pickupNumber ?? '') },
      { label: 'Project Address', value: detail.projectAddress },
      { label: 'Sample Type', value: detail.type ?? '' },
      { label: 'Cast Date', value: toDisplayDate(detail.castDate) },
      { label: 'Report Date', value: toDisplayDate(detail.reportDate) },
    ],
    columnLabels: (entry?.definition?.report.columns ?? []).map((column) => ({ key: column.key, label: column.label })),
    failedRows,
    remarks: detail.specimens.flatMap((specimen) => remarksOf(specimen.specimenNum, results.get(specimen.id))),
    testedBy: [...new Set(technicians)],
    reviewedBy: detail.finalizedBy ? `${detail.finalizedBy}, ${toDisplayDate(detail.finalizedAt?.toISOString().slice(0, 10))}` : null,
    amendment: detail.amended ? (detail.amendReason ?? '') : null,
    graph: curves.length > 0 ? await stressStrainPng(curves) : null,
  };
}

export const NO_DOCX_LAYOUT = "This report's template has no DOCX layout";

/**
 * `GET /api/reports/docx/{id}`: the report as a Word document, rendered now from the template's
 * `layout.docx` through docx-templates with the same data the PDF prints (staff, and the
 * report's own customer). A finalized report is locked, so its DOCX says what its PDF says.
 */
export async function reportDocx(
  deps: Pick<GenerateDeps, 'db' | 'config'>,
  id: number,
  scope: CompanyScope,
): Promise<{ bytes: Uint8Array; filename: string }> {
  const row = await findReport(deps.db, id, scope);
  if (!row) throw new NotFoundError(REPORT_NOT_FOUND);
  const detail = await reportDetail(deps.db, row);
  const layout = detail.template ? (await templateCatalogue()).find(detail.template.id)?.layout : undefined;
  if (!layout) throw new BusinessRuleError(NO_DOCX_LAYOUT);
  const document = await reportDocument(deps.db, deps.config.labName, detail);
  const rendered = await renderLayout(layout, document.data);
  if (!rendered.ok) throw new Error(`Report ${id}: ${rendered.message}`);
  return { bytes: rendered.document, filename: `Report ${row.sampleNum}.docx` };
}

/**
 * `/admin/reports/preview/{id}`: the report's PDF as it would be generated now, marked as a
 * preview and kept nowhere, so the detail can be checked before it is finalized.
 */
export async function previewReport(deps: Pick<GenerateDeps, 'db' | 'config'>, id: number): Promise<Buffer> {
  const row = await findReport(deps.db, id, { all: true });
  if (!row) throw new NotFoundError(REPORT_NOT_FOUND);
  const document = await reportDocument(deps.db, deps.config.labName, await reportDetail(deps.db, row));
  return writeReportPdf({ ...document, preview: true });
}

/**
 * `GET /api/reports/generate/{id}`: renders the report and keeps the file; the answer's `pdfs`
 * names it (latest last) and `versions` lists every file with its issue.
 */
export async function generateReport(deps: GenerateDeps, actor: Actor, id: number): Promise<ReportDetail> {
  const row = await findReport(deps.db, id, { all: true });
  if (!row) throw new NotFoundError(REPORT_NOT_FOUND);
  const before = await reportDetail(deps.db, row);
  const document = await reportDocument(deps.db, deps.config.labName, before);
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
      finalized: current.finalized,
      amendReason: current.amended ? current.amendReason : null,
    };
    // Generating is not an edit of the detail: it does not raise the form's version.
    const after = await trx
      .updateTable('reports')
      .set({
        pdfs: JSON.stringify([...pdfs, filename]),
        versions: JSON.stringify([...present.versions, version]),
        reportDate: current.reportDate ?? labToday(deps.config.labTimeZone),
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
