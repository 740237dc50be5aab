import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../testing/call.ts';
import type { TestPortal } from '../../testing/portal.ts';
import type { OpenApiDocument } from './document.ts';
import { fullPortal } from '../../test/support/full-portal.ts';

interface LintReport {
  totals: { errors: number; warnings: number };
  problems: Array<{ ruleId: string; severity: 'error' | 'warn'; message: string; location: Array<{ pointer?: string }> }>;
}

const REDOCLY = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');

/** Redocly's linter with its recommended rules (no configuration file), on the document as served. */
function lint(file: string): LintReport {
  const run = spawnSync(process.execPath, [REDOCLY, 'lint', file, '--format=json', '--max-problems=10000'], {
    encoding: 'utf8',
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  });
  const json = run.stdout.slice(run.stdout.indexOf('{'));
  if (!json) throw new Error(`The linter gave no report:\n${run.stderr}`);
  return JSON.parse(json) as LintReport;
}

describe("the OpenAPI document under Redocly's recommended rules", () => {
  let t: TestPortal;
  let folder: string;
  let report: LintReport;

  beforeAll(async () => {
    t = await fullPortal();
    const admin = (await t.signIn('admin@demo.lab')).token;
    const document = (await call<OpenApiDocument>(t, '/api/openapi.json', { token: admin })).body;
    folder = await mkdtemp(join(tmpdir(), 'portal-openapi-'));
    await writeFile(join(folder, 'openapi.json'), JSON.stringify(document));
    report = lint(join(folder, 'openapi.json'));
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await rm(folder, { recursive: true, force: true });
  });

  it('has no error: security on every route that needs it, servers, no path with a trailing slash', () => {
    const errors = report.problems.filter((problem) => problem.severity === 'error');
    expect(errors.map((problem) => `${problem.ruleId} at ${problem.location[0]?.pointer}: ${problem.message}`)).toEqual([]);
    expect(report.totals.errors).toBe(0);
  });

  it('names every operation and declares its refusals', () => {
    const missing = report.problems.filter((problem) =>
      ['operation-operationId', 'operation-4xx-response', 'operation-operationId-unique'].includes(problem.ruleId),
    );
    expect(missing.map((problem) => problem.location[0]?.pointer)).toEqual([]);
  });
});
