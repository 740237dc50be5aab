import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compileTemplate, evaluateResult, evaluateSet } from './client.ts';
import { cylinderTemplate } from './engine/test-support.ts';

/** The packages a module reaches through its static and dynamic imports, following relative ones. */
function packagesReached(entry: URL): Set<string> {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+'([^']+)'|import\('([^']+)'\)/g)) {
      const specifier = match[1] ?? match[2];
      if (specifier === undefined) continue;
      if (specifier.startsWith('.')) visit(resolve(dirname(file), specifier));
      else packages.add(specifier);
    }
  };
  visit(fileURLToPath(entry));
  return packages;
}

describe('client.ts, the engine for the browser', () => {
  it('reaches no Node module, no file system and no DOCX code: only the formula grammar, decimals and zod/mini', () => {
    expect([...packagesReached(new URL('./client.ts', import.meta.url))].sort()).toEqual(['chevrotain', 'decimal.js', 'zod/mini']);
    // The walk does see Node modules where they are: the loader reads the file system.
    expect(packagesReached(new URL('./engine/loader.ts', import.meta.url))).toContain('node:fs/promises');
  });

  it('evaluates a result and a set, as the breaks form and the reports will', () => {
    const compiled = compileTemplate(cylinderTemplate(), { id: 'test-cylinder', version: '1.0.0' });
    if (!compiled.ok) throw new Error(JSON.stringify(compiled.problems));
    // 52,000 lbf on a 4.00 in cylinder: 52,000 / 12.566 = 4138.03 → 4140 psi at 28 days, f'c 4000.
    const input = { fields: { diameter: 4, load: 52000 }, specimen: { testDate: '2024-03-29' } };
    const sample = { minPsi: 4000, castDate: '2024-03-01' };
    expect(evaluateResult(compiled.template, { ...input, sample })).toMatchObject({ status: 'Passed', computed: { calculatedPsi: 4140 } });
    expect(evaluateSet(compiled.template, { sample, results: [input] }).final).toEqual({ averagePsi: 4140 });
  });
});
