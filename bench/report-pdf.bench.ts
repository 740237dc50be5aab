/**
 * Report PDFs: one report of six concrete cylinders (ds-pq-502.1) written after a warm-up, one
 * after another on one core (the set evaluated by the templates engine, the layout data, and
 * the PDF with its embedded font, as `GET /api/reports/generate/{id}` writes it, without the
 * database reads and the file write); then 500 report files zipped as `GET
 * /api/reports/download-all` streams them, with the memory watched meanwhile. Part of
 * `npm run bench`; alone:
 *
 *   node --import tsx bench/report-pdf.bench.ts            prints the figures
 *   node --import tsx bench/report-pdf.bench.ts --write    and puts them in docs/benchmarks.md
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { writeReportPdf, type ReportDocument } from '../plugins/reports/pdf/report-pdf.ts';
import { newReportFileName, ReportFileStore } from '../plugins/reports/pdf/store.server.ts';
import { zipStoredFiles, type ZipStream } from '../plugins/reports/pdf/zip.server.ts';
import { compileTemplate, evaluateSet } from '../plugins/templates/engine/index.ts';
import { loadTemplatePackages } from '../plugins/templates/engine/loader.ts';
import { reportData } from '../plugins/templates/engine/report-data.ts';
import { describeMachine, type Machine } from './machine.ts';
import { withSection } from './sections.ts';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
export const PDF_TARGET_MS = 50;
export const ZIP_TARGET_SECONDS = 30;
const ZIPPED = 500;

export interface ReportPdfBenchmark {
  date: Date;
  machine: Machine;
  templateId: string;
  documents: number;
  medianMs: number;
  p95Ms: number;
  /** The CPU time of one PDF (this process's, user and system), median: what a busy machine slows least. */
  cpuMedianMs: number;
  bytes: number;
  zip: { reports: number; seconds: number; bytes: number; heapBeforeMiB: number; heapPeakMiB: number; rssGrowthMiB: number };
}

async function reportDocument(): Promise<() => ReportDocument> {
  const found = (await loadTemplatePackages(ROOT)).packages.find((item) => item.id === 'ds-pq-502.1');
  if (found === undefined) throw new Error('templates/ds-pq-502.1 is missing');
  const compiled = compileTemplate(found.template, { id: found.id, version: found.version });
  if (!compiled.ok) throw new Error('ds-pq-502.1 does not compile');
  const template = compiled.template;
  const loads = [52000, 53100, 51800, 61000, 60500, 62200];
  return () => {
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
      lab: { name: 'Materials Testing Lab', lines: ['12 Kiln Rd', 'Fresno, CA 93722'] },
      data,
      reportNumber: '1042.1',
      revision: 1,
      heading: [{ label: 'Customer', value: 'Build Co' }],
      columnLabels: template.definition.report.columns.map((column) => ({ key: column.key, label: column.label })),
      failedRows: new Set<number>(),
      statements: [],
      testedBy: ['Taylor Tech'],
      approval: { name: 'Alex Admin', role: 'Admin', date: '10/30/2026' },
      amendment: null,
    };
  };
}

const mib = (bytes: number) => Math.round((bytes / 1024 ** 2) * 10) / 10;

/** Node's garbage collector, callable: the heap is then measured as what is still held, not what awaits collection. */
function collector(): () => void {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

/** Reads a zip to its end and answers its size, checked against the size it announced. */
async function drain(zip: ZipStream): Promise<number> {
  let bytes = 0;
  for await (const chunk of zip.body) bytes += chunk.length;
  if (bytes !== zip.size) throw new Error(`The zip announced ${zip.size} bytes and gave ${bytes}`);
  return bytes;
}

/** Writes ZIPPED report files to a scratch store and streams them through the download-all zip, sampling the memory as it goes. */
async function zipBenchmark(pdf: Uint8Array): Promise<ReportPdfBenchmark['zip']> {
  const folder = await mkdtemp(join(tmpdir(), 'portal-zip-bench-'));
  try {
    const store = new ReportFileStore(folder);
    const entries = [];
    for (let id = 1; id <= ZIPPED; id += 1) {
      const filename = newReportFileName(id, 1);
      await store.write(filename, pdf);
      entries.push({ filename, size: pdf.length, name: `Report 1042.${id}.pdf` });
    }
    const started = performance.now();
    const timed = await drain(await zipStoredFiles(store, entries));
    const seconds = (performance.now() - started) / 1000;
    // A second run measures the memory held: collecting garbage at each sample slows it down.
    const gc = collector();
    gc();
    const before = process.memoryUsage();
    let heapPeak = before.heapUsed;
    let rssPeak = before.rss;
    const sample = setInterval(() => {
      gc();
      const now = process.memoryUsage();
      heapPeak = Math.max(heapPeak, now.heapUsed);
      rssPeak = Math.max(rssPeak, now.rss);
    }, 100);
    const bytes = await drain(await zipStoredFiles(store, entries));
    clearInterval(sample);
    if (bytes !== timed) throw new Error(`Two zips of the same files differ in size: ${timed} and ${bytes}`);
    return {
      reports: ZIPPED,
      seconds,
      bytes,
      heapBeforeMiB: mib(before.heapUsed),
      heapPeakMiB: mib(heapPeak),
      rssGrowthMiB: mib(rssPeak - before.rss),
    };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** Writes `count` reports one after another (after a warm-up), then zips 500 report files. */
export async function reportPdfBenchmark(count = 100): Promise<ReportPdfBenchmark> {
  const machine = describeMachine();
  const document = await reportDocument();
  for (let warm = 0; warm < 5; warm += 1) await writeReportPdf(document());
  const times: number[] = [];
  const cpuTimes: number[] = [];
  let pdf: Uint8Array = new Uint8Array();
  for (let index = 0; index < count; index += 1) {
    const start = performance.now();
    const cpu = process.cpuUsage();
    pdf = await writeReportPdf(document());
    const used = process.cpuUsage(cpu);
    times.push(performance.now() - start);
    cpuTimes.push((used.user + used.system) / 1000);
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  times.sort((a, b) => a - b);
  const at = (share: number) => times[Math.min(times.length - 1, Math.floor(share * times.length))]!;
  const zip = await zipBenchmark(pdf);
  return {
    date: new Date(),
    machine,
    templateId: 'ds-pq-502.1',
    documents: count,
    medianMs: at(0.5),
    p95Ms: at(0.95),
    cpuMedianMs: median(cpuTimes),
    bytes: pdf.length,
    zip,
  };
}

const met = (value: number, target: number) => (value <= target ? 'yes' : 'NO');

/** The section of docs/benchmarks.md, with its own machine and date (it can be measured alone). */
export function reportPdfSection(result: ReportPdfBenchmark): string {
  const { machine, zip } = result;
  return `## Report PDFs

\`node --import tsx bench/report-pdf.bench.ts\`: one report of six concrete cylinders
(${result.templateId}) written ${result.documents} times after a warm-up, one after another on one core: the set
evaluated by the templates engine, the layout data, and the PDF with the embedded Inter font, as
\`GET /api/reports/generate/{id}\` writes it, without its database reads and file write. Then
${zip.reports} such files written to a scratch folder and streamed through the zip of
\`GET /api/reports/download-all\` (stored, its size known first), and once more with the
memory it holds sampled every 100 ms (after a garbage collection each time).
Measured ${result.date.toISOString().slice(0, 16).replace('T', ' ')} UTC on ${machine.cpu}, ${machine.cores} cores, Node ${machine.node},
1-minute load average ${machine.loadBefore} when it started.

| Measure | Figure | Target | Met |
| --- | ---: | ---: | ---: |
| Median per report PDF | ${result.medianMs.toFixed(1)} ms | ≤ ${PDF_TARGET_MS} ms | ${met(result.medianMs, PDF_TARGET_MS)} |
| 95th percentile per report PDF | ${result.p95Ms.toFixed(1)} ms | | |
| Median CPU time per report PDF | ${result.cpuMedianMs.toFixed(1)} ms | ≤ ${PDF_TARGET_MS} ms | ${met(result.cpuMedianMs, PDF_TARGET_MS)} |
| Size of one report PDF | ${Math.round(result.bytes / 1024)} KB | | |
| ${zip.reports} report PDFs zipped and streamed | ${zip.seconds.toFixed(2)} s | ≤ ${ZIP_TARGET_SECONDS} s | ${met(zip.seconds, ZIP_TARGET_SECONDS)} |
| Size of the zip | ${mib(zip.bytes)} MiB | | |
| Heap held while zipping: before, peak | ${zip.heapBeforeMiB} MiB, ${zip.heapPeakMiB} MiB | growth < 25 % of the zip | ${zip.heapPeakMiB - zip.heapBeforeMiB < mib(zip.bytes) / 4 ? 'yes' : 'NO'} |
| Resident memory growth while zipping | ${zip.rssGrowthMiB} MiB | | |
`;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const section = reportPdfSection(await reportPdfBenchmark());
  console.log(section);
  if (process.argv.includes('--write')) {
    const file = join(ROOT, 'docs/benchmarks.md');
    await writeFile(file, withSection(await readFile(file, 'utf8'), section));
    console.log('Written to docs/benchmarks.md');
  }
}
