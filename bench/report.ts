import { breakSetSection } from './break-set.ts';
import { cliSection } from './cli.bench.ts';
import { reportPdfSection } from './report-pdf.bench.ts';
import { PICKUPS_HEADER, pickupsReading, pickupsTable } from './pickups-report.ts';
import {
  PAGE_TARGETS,
  PAGES_AT_SCALE_HEADER,
  pagesAtScaleCheck,
  pagesAtScaleTable,
  pagesHeader,
  pagesIntroduction,
  pagesReading,
  pagesTable,
} from './pages-report.ts';
import { PAGE_CONNECTIONS } from './pages.ts';
import { reading } from './reading.ts';
import { LISTS_HEADER, listsSection, listsTable } from './lists.ts';
import { perCpuSecond } from './one-core.ts';
import { FORMULA_TARGET, formatCount, formatMs, formatRate, formulaVerdict, httpRows, type BenchResults } from './results.ts';

const HTTP_HEADER = ['Measure', 'Requests/s', 'p50 ms', 'p95 ms', 'p99 ms', 'Responses', 'Non-2xx', 'Errors'];

function httpTable(results: BenchResults): string[][] {
  return httpRows(results).map(({ label, result }) => [
    label,
    formatRate(result.requestsPerSecond),
    formatMs(result.p50),
    formatMs(result.p95),
    formatMs(result.p99),
    formatCount(result.completed),
    formatCount(result.non2xx),
    formatCount(result.errors),
  ]);
}

const ONE_CORE_HEADER = ['Measure', 'Rate', 'CPU share', 'Per CPU-second', 'Note'];

function oneCoreTable(results: BenchResults): string[][] {
  const { loop } = results.baselines;
  const { formula } = results;
  const share = (cpuShare: number) => `${Math.round(cpuShare * 100)} %`;
  return [
    [
      'Baseline: renderToString of the /admin page in a loop',
      `${formatCount(loop.result.rendersPerSecond)} pages/s`,
      share(loop.cpuShare),
      `${formatCount(perCpuSecond(loop.result.rendersPerSecond, loop.cpuShare))} pages/s`,
      `${formatMs(1000 / loop.result.rendersPerSecond)} ms per page`,
    ],
    [
      `Formula: ${formula.result.templateId} specimens evaluated`,
      `${formatCount(formula.result.specimensPerSecond)} specimens/s`,
      share(formula.cpuShare),
      `${formatCount(perCpuSecond(formula.result.specimensPerSecond, formula.cpuShare))} specimens/s`,
      `target ${formatCount(FORMULA_TARGET)}/s: ${formulaVerdict(formula)}`,
    ],
  ];
}

function readingLines(results: BenchResults): string[] {
  return [...reading(results), ...pagesReading(results), ...(results.pickups ? pickupsReading(results.pickups) : [])];
}

/** A plain-text table for the terminal. */
export function terminalReport(results: BenchResults): string {
  const table = (rows: string[][]) => {
    const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
    return rows
      .map((row) => row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  '))
      .join('\n');
  };
  return [
    `HTTP, ${results.connections} connections, ${results.seconds} s each (sign-in: ${results.signIns} sign-ins)`,
    table([HTTP_HEADER, ...httpTable(results)]),
    '',
    `Pages beside their bare render, ${PAGE_CONNECTIONS} connections`,
    table([pagesHeader(results), ...pagesTable(results)]),
    '',
    'One core, in process (best of three windows)',
    table([ONE_CORE_HEADER, ...oneCoreTable(results)]),
    '',
    ...(results.pickups
      ? [
          `Pickups list at ${formatCount(results.pickups.pickups)} pickups (PostgreSQL)`,
          table([PICKUPS_HEADER, ...pickupsTable(results.pickups)]),
          '',
          'Hot lists beside the best SQL',
          table([LISTS_HEADER, ...listsTable(results.pickups.lists)]),
          '',
          pagesAtScaleHeading(results.pickups.pickups),
          table([PAGES_AT_SCALE_HEADER, ...pagesAtScaleTable(results.pickups.pages)]),
          '',
        ]
      : []),
    ...readingLines(results).map((line) => `- ${line}`),
  ].join('\n');
}

function markdownTable(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map((_, index) => (index === 0 ? '---' : '---:'))), ...rows.map(line)].join('\n');
}

const pagesAtScaleHeading = (pickups: number) => `Pages at ${formatCount(pickups)} pickups (PostgreSQL), ${PAGE_CONNECTIONS} connections`;

/** The pickups list at scale, only when the run had a PostgreSQL database to fill. */
function pickupsSection(results: BenchResults): string {
  if (!results.pickups) return '';
  const { pickups, query } = results.pickups;
  return `
## Pickups list at ${formatCount(pickups)} pickups (PostgreSQL)

\`portal pickups seed-scale ${pickups}\` fills the PostgreSQL database, then \`GET /api/pickups?${query}\` and
\`/admin/pickups\` are measured at ${results.connections} connections, and the statements the list helper runs for
that request (the search's look-ups in the customers and inspectors, the page of 50, then the count,
which stops at 1,000) are run straight on the database by ${results.connections} clients in the same closed loop
(the portal itself queries through its pool of 10 connections and reads the session first). The search
word matches a fifth of the pickups. Indexes, query shapes and the figures behind them: decisions
[041](decisions/041-pickups-at-scale.md) and [042](decisions/042-pickups-search-and-count.md).

${markdownTable(PICKUPS_HEADER, pickupsTable(results.pickups))}
${listsSection(results.pickups.lists, pickups)}
## ${pagesAtScaleHeading(pickups)}

The pages above, of the tested set the run added to the PostgreSQL database before it was filled,
measured again on that database at ${formatCount(pickups)} pickups, each beside its bare render at scale: a
second baseline server boots the portal on the filled database, keeps the same pages' React
elements with the data they read there, and is stopped before the portal's pages are measured
(issue 29's goal: at least ${Math.round(PAGE_TARGETS.shareOf.PostgreSQL * 100)} % of it, p95 at most ${PAGE_TARGETS.p95Ms} ms). ${pagesAtScaleCheck(results.pickups.pages)}

${markdownTable(PAGES_AT_SCALE_HEADER, pagesAtScaleTable(results.pickups.pages))}
`;
}

/** docs/benchmarks.md, entirely generated so that figures, machine and date always belong together. */
export function markdownReport(results: BenchResults): string {
  const { machine } = results;
  const databases = results.portals.map((portal) => portal.database).join(' and ');
  return `# Benchmarks

Written by \`npm run bench\` (bench/run.ts); run it again rather than editing this file. What
each figure means and how it is measured: [decision 020](decisions/020-benchmarks.md). Set
\`BENCH_DATABASE_URL\` to add the PostgreSQL rows and \`BENCH_SECONDS\` to change the length
of each measurement.

## Machine and run

- Date: ${results.date.toISOString().slice(0, 16).replace('T', ' ')} UTC
- CPU: ${machine.cpu}, ${machine.cores} cores; memory ${machine.memoryGiB} GiB; ${machine.platform}
- Node ${machine.node}; databases: ${databases}
- 1-minute load average: ${machine.loadBefore} before the run, ${results.loadAfter} at its end (its own processes
  included); figures from a busy machine are low, their ratios less so
- autocannon, ${results.connections} connections, ${results.seconds} s per measurement after an unmeasured warm-up of up
  to 3 s; sign-in instead runs until ${results.signIns} sign-ins are answered, with no warm-up (decision 020
  says why)
- the portal and the baselines each run in their own process (\`NODE_ENV=production\`), the
  load generator in a third, all on this machine

## HTTP at ${results.connections} connections

Latencies are nearest-rank percentiles over every 2xx response measured.

${markdownTable(HTTP_HEADER, httpTable(results))}

## Pages beside their bare render, ${PAGE_CONNECTIONS} connections

${pagesIntroduction(results)}

${markdownTable(pagesHeader(results), pagesTable(results))}
${results.breakSet ? `\n${breakSetSection(results.breakSet)}` : ''}${pickupsSection(results)}
## One core, in process

The best of three windows (a busy machine only ever slows a window down). CPU share is the
CPU time the benchmark's process got over the wall time of that window; the rate per
CPU-second is what the code reaches with a core to itself.

${markdownTable(ONE_CORE_HEADER, oneCoreTable(results))}

${cliSection(results.cli)}
${reportPdfSection(results.reportPdf)}
## Reading

${readingLines(results)
  .map((line) => `- ${line}`)
  .join('\n')}
`;
}
