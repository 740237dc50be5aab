/**
 * How long `portal` takes to start and answer, spawned as a user runs it (`node bin/portal.js`,
 * which is what `npx portal` runs), beside the floor: `node --import tsx` on an empty script.
 * The target (issue "The command line", decision 060): `portal --help` and `portal formula eval`
 * under 1 s. Part of `npm run bench`; alone:
 *
 *   node --import tsx bench/cli.bench.ts            prints the figures
 *   node --import tsx bench/cli.bench.ts --write    and puts them in docs/benchmarks.md
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describeMachine, type Machine } from './machine.ts';
import { withSection } from './sections.ts';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
export const CLI_TARGET_SECONDS = 1;

export interface CliTiming {
  label: string;
  /** Whether the 1 s target applies to it (the floor has none). */
  target: boolean;
  medianSeconds: number;
  slowestSeconds: number;
}

export interface CliBenchmark {
  runs: number;
  date: Date;
  machine: Machine;
  timings: CliTiming[];
}

function secondsOf(args: string[]): Promise<number> {
  const start = performance.now();
  return new Promise((resolve, reject) => {
    // No DATABASE_URL: a command that opened the database would show in the figure.
    const env = { ...process.env, DATABASE_URL: '', NODE_ENV: 'production' };
    execFile(process.execPath, args, { cwd: ROOT, env }, (error) => {
      if (error) reject(new Error(`${args.join(' ')} failed: ${error.message}`));
      else resolve((performance.now() - start) / 1000);
    });
  });
}

async function timing(label: string, args: string[], runs: number, target: boolean): Promise<CliTiming> {
  const seconds: number[] = [];
  for (let run = 0; run < runs; run += 1) seconds.push(await secondsOf(args));
  seconds.sort((a, b) => a - b);
  return { label, target, medianSeconds: seconds[Math.floor(runs / 2)] ?? 0, slowestSeconds: seconds[runs - 1] ?? 0 };
}

/** Runs each command `runs` times, one after another, after one unmeasured run to warm the file cache. */
export async function cliBenchmark(runs = 9): Promise<CliBenchmark> {
  const scratch = await mkdtemp(join(tmpdir(), 'portal-cli-bench-'));
  try {
    const empty = join(scratch, 'empty.ts');
    await writeFile(empty, '');
    const portal = join(ROOT, 'bin/portal.js');
    const commands: Array<[string, string[], boolean]> = [
      ['node --import tsx, an empty script (the floor)', ['--import', 'tsx', empty], false],
      ['portal --help', [portal, '--help'], true],
      ["portal formula eval '1+1'", [portal, 'formula', 'eval', '1+1'], true],
    ];
    const timings: CliTiming[] = [];
    for (const [label, args, target] of commands) {
      await secondsOf(args);
      timings.push(await timing(label, args, runs, target));
    }
    return { runs, date: new Date(), machine: describeMachine(), timings };
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

const HEADING = '## Command line start-up';

/** The section of docs/benchmarks.md, with its own machine and date (it can be measured alone). */
export function cliSection({ runs, date, machine, timings }: CliBenchmark): string {
  const rows = timings.map(({ label, target, medianSeconds, slowestSeconds }) => {
    const verdict = !target ? '' : medianSeconds < CLI_TARGET_SECONDS ? 'yes' : 'NO';
    return `| \`${label}\` | ${medianSeconds.toFixed(2)} | ${slowestSeconds.toFixed(2)} | ${target ? `< ${CLI_TARGET_SECONDS} s` : ''} | ${verdict} |`;
  });
  return `${HEADING}

Each command spawned ${runs} times one after another, as a user runs it (\`node bin/portal.js\`, which
\`npx portal\` runs), from spawn to exit. A command that needs no database loads only its own code,
never every plugin (decision [060](decisions/060-command-line.md)). Measured ${date.toISOString().slice(0, 16).replace('T', ' ')} UTC
on ${machine.cpu}, ${machine.cores} cores, Node ${machine.node}, 1-minute load average ${machine.loadBefore}.

| Command | Median s | Slowest s | Target | Met |
| --- | ---: | ---: | ---: | ---: |
${rows.join('\n')}
`;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const result = await cliBenchmark();
  const section = cliSection(result);
  console.log(section);
  if (process.argv.includes('--write')) {
    const file = join(ROOT, 'docs/benchmarks.md');
    await writeFile(file, withSection(await readFile(file, 'utf8'), section));
    console.log('Written to docs/benchmarks.md');
  }
}
