/**
 * Specimens evaluated per second with the concrete template (ds-pq-502.1, ASTM C39) on one
 * core: fields in, every computed value and the status out, as a break is saved.
 *
 *   node --import tsx bench/formula.bench.ts
 */
import { fileURLToPath, pathToFileURL } from 'node:url';
import { compileTemplate, evaluateResult } from '../plugins/templates/engine/index.ts';
import type { ResultInput } from '../plugins/templates/engine/index.ts';
import { loadTemplatePackages } from '../plugins/templates/engine/loader.ts';

export interface FormulaBenchmark {
  templateId: string;
  specimens: number;
  seconds: number;
  specimensPerSecond: number;
}

/** A fixed pseudo-random sequence, so every run measures the same inputs. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) % 4_294_967_296;
    return state / 4_294_967_296;
  };
}

function inputs(count: number): ResultInput[] {
  const next = random(42);
  return Array.from({ length: count }, () => {
    const diameter = 3.95 + next() * 0.1;
    const day = 1 + Math.floor(next() * 28);
    return {
      fields: {
        diameter1: diameter.toFixed(2),
        diameter2: (diameter + next() * 0.02).toFixed(2),
        length: (next() < 0.1 ? 5 + next() * 2 : 8).toFixed(2),
        load: String(Math.round(30_000 + next() * 30_000)),
        fractureType: String(1 + Math.floor(next() * 6)),
      },
      sample: { minPsi: 4000, castDate: '2024-03-01' },
      specimen: { testDate: `2024-03-${String(day + 1).padStart(2, '0')}`, castDate: next() < 0.2 ? '2024-03-01' : undefined },
    };
  });
}

export async function formulaBenchmark(seconds = 3): Promise<FormulaBenchmark> {
  const root = fileURLToPath(new URL('../', import.meta.url));
  const { packages } = await loadTemplatePackages(root);
  const found = packages.find((item) => item.id === 'ds-pq-502.1');
  if (found === undefined) throw new Error('templates/ds-pq-502.1 is missing');
  const compiled = compileTemplate(found.template, { id: found.id, version: found.version });
  if (!compiled.ok) throw new Error(`ds-pq-502.1 does not compile: ${JSON.stringify(compiled.problems)}`);
  const batch = inputs(10_000);
  let sink = 0;
  const run = (until: number): number => {
    let count = 0;
    while (performance.now() < until) {
      for (const input of batch) {
        const result = evaluateResult(compiled.template, input);
        if (result.status === 'Passed') sink += 1;
      }
      count += batch.length;
    }
    return count;
  };
  // Warm-up, so the JIT has compiled the hot paths before the clock starts.
  run(performance.now() + 1000);
  const start = performance.now();
  const specimens = run(start + seconds * 1000);
  const elapsed = (performance.now() - start) / 1000;
  if (sink < 0) throw new Error('unreachable: keeps the results alive');
  return { templateId: found.id, specimens, seconds: elapsed, specimensPerSecond: Math.round(specimens / elapsed) };
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const result = await formulaBenchmark();
  console.log(
    `${result.templateId}: ${result.specimens.toLocaleString('en-US')} specimens in ${result.seconds.toFixed(2)} s on one core = ${result.specimensPerSecond.toLocaleString('en-US')} specimens/s`,
  );
}
