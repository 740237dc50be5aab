import { spawnSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../testing/call.ts';
import { TEST_PASSWORD } from '../../testing/portal.ts';
import type { TestPortal } from '../../testing/portal.ts';
import type { OpenApiDocument } from './document.ts';
import { fullPortal } from '../../test/support/full-portal.ts';

type FiveCalls = (
  base: string,
  fetcher: (request: Request) => Promise<Response>,
  password: string,
) => Promise<{ role: string; customerStatus: number; count: number; companyName: unknown; stats: unknown; missing: unknown }>;

const FIXTURE = fileURLToPath(new URL('../../testing/openapi-client/', import.meta.url));
const TSC = join(dirname(createRequire(import.meta.url).resolve('typescript/package.json')), 'bin', 'tsc');

describe('a client generated from the OpenAPI document', () => {
  let t: TestPortal;

  beforeAll(async () => {
    t = await fullPortal();
    const admin = (await t.signIn('admin@demo.lab')).token;
    const document = (await call<OpenApiDocument>(t, '/api/openapi.json', { token: admin })).body;
    await writeFile(join(FIXTURE, 'schema.d.ts'), await openapiTS(document as Parameters<typeof openapiTS>[0]));
  }, 120_000);
  afterAll(() => t.close());

  it('type-checks five calls against the generated types', () => {
    const run = spawnSync(
      process.execPath,
      [
        TSC,
        '--ignoreConfig',
        '--noEmit',
        '--strict',
        '--skipLibCheck',
        '--target',
        'es2022',
        '--module',
        'esnext',
        '--moduleResolution',
        'bundler',
        '--allowImportingTsExtensions',
        '--types',
        'node',
        join(FIXTURE, 'client.ts'),
      ],
      { encoding: 'utf8' },
    );
    expect(`${run.stdout}${run.stderr}`).toBe('');
    expect(run.status).toBe(0);
  });

  it('makes the five calls with it: sign-in, a list, a record, the dashboard numbers and a 404 with the error shape', async () => {
    // A computed path: the project's typecheck excludes the fixture, whose types exist only after beforeAll.
    const clientModule = join(FIXTURE, 'client.ts');
    const { fiveCalls } = (await import(clientModule)) as { fiveCalls: FiveCalls };
    const viaPortal = async (request: Request) =>
      t.portal.app.request(request.url.replace('http://portal.test', ''), {
        method: request.method,
        headers: { ...Object.fromEntries(request.headers), origin: 'http://localhost' },
        ...(request.method === 'GET' ? {} : { body: request.body, duplex: 'half' }),
      } as RequestInit);
    const outcome = await fiveCalls('http://portal.test', viaPortal, TEST_PASSWORD);
    expect(outcome).toMatchObject({
      role: 'admin',
      customerStatus: 200,
      missing: { status: 404, error: expect.any(String) },
    });
    expect(outcome.count).toBeGreaterThan(0);
    expect(typeof outcome.companyName).toBe('string');
    expect(outcome.stats).toEqual(expect.any(Object));
  });
});
