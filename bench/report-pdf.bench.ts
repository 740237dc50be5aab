/**
 * A report's PDF, written from a set of six concrete cylinders (ds-pq-502.1): the set evaluated
 * by the templates engine, the layout data, and the PDF with its embedded font, as
 * `GET /api/reports/generate/{id}` writes it (without the database reads and the file write).
 *
 *   node --import tsx bench/report-pdf.bench.ts
 */
import { fileURLToPath, pathToFileURL } from 'node:url';
import { writeReportPdf } from '../plugins/reports/pdf/report-pdf.ts';
import { compileTemplate, evaluateSet } from '../plugins/templates/engine/index.ts';
import { loadTemplatePackages } from '../plugins/templates/engine/loader.ts';
import { reportData } from '../plugins/templates/engine/report-data.ts';

export interface ReportPdfBenchmark {
  templateId: string;
  documents: number;
  medianMs: number;
  p95Ms: number;
  bytes: number;
}

/** Writes `count` reports one after another (after a warm-up) and answers the median time of one. */
export async function reportPdfBenchmark(count = 50): Promise<ReportPdfBenchmark> {
  const root = fileURLToPath(new URL('../', import.meta.url));
  const found = (await loadTemplatePackages(root)).packages.find((item) => item.id === 'ds-pq-502.1');
  if (found === undefined) throw new Error('templates/ds-pq-502.1 is missing');
  const compiled = compileTemplate(found.template, { id: found.id, version: found.version });
  if (!compiled.ok) throw new Error('ds-pq-502.1 does not compile');
  const template = compiled.template;
  const loads = [52000, 53100, 51800, 61000, 60500, 62200];
  const document = () => {
    const set = evaluateSet(template, {
      sample: { minPsi: 4000, castDate: '2026-10-01' },
      results: loads.map((load, index) => ({
        fields: { diameter1: '4.00', diameter2: '4.01', length: '8.00', load: String(load), fractureType: '2' },
        specimen: { specimenNum: `1042.1.${index + 1}`, testDate: index < 3 ? '2026-10-08' : '2026-10-29', testAge: index < 3 ? 7 : 28 },
      })),
    });
    const data = reportData(template, set, {
      report: { sampleNum: '1042.1' },
      generalInfo: { projectName: 'Tower Block C', contractor: 'Build Co', inspectorLicense: 'On File' },
      dataSheetInfo: { concreteSupplier: 'Ready Mix', slump: '4 in', totalYards: '120' },
    });
    return {
      labName: 'Materials Testing Lab',
      data,
      heading: [{ label: 'Sample Set ID', value: '1042.1' }],
      columnLabels: template.definition.report.columns.map((column) => ({ key: column.key, label: column.label })),
      failedRows: new Set<number>(),
      remarks: [],
      testedBy: ['Taylor Tech'],
      reviewedBy: 'Alex Admin, 10/30/2026',
      amendment: null,
    };
  };
  for (let warm = 0; warm < 5; warm += 1) await writeReportPdf(document());
  const times: number[] = [];
  let bytes = 0;
  for (let index = 0; index < count; index += 1) {
    const start = performance.now();
    const pdf = await writeReportPdf(document());
    times.push(performance.now() - start);
    bytes = pdf.length;
  }
  times.sort((a, b) => a - b);
  const at = (share: number) => times[Math.min(times.length - 1, Math.floor(share * times.length))]!;
  return { templateId: found.id, documents: count, medianMs: at(0.5), p95Ms: at(0.95), bytes };
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const result = await reportPdfBenchmark();
  console.log(
    `${result.templateId}: ${result.documents} report PDFs, median ${result.medianMs.toFixed(1)} ms, p95 ${result.p95Ms.toFixed(1)} ms, ${Math.round(result.bytes / 1024)} KB each`,
  );
}
