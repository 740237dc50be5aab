/**
 * Finds template packages: every folder of `templates/`, and every package in `node_modules`
 * whose package.json carries `"portalTemplate": { "id": "<id>" }`. The only file-system code
 * of the template machinery; everything else works on what this reads.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { TemplateSource } from './check.ts';
import { problem } from './problems.ts';
import type { TemplateProblem } from './problems.ts';

export interface TemplatePackage extends TemplateSource {
  dir: string;
  packageName: string;
  version: string;
  origin: 'templates' | 'node_modules';
}

export interface LoadResult {
  packages: TemplatePackage[];
  problems: TemplateProblem[];
}

async function readJson(path: string): Promise<{ ok: true; value: unknown } | { ok: false; message: string; missing: boolean }> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch {
    return { ok: false, message: 'the file is missing', missing: true };
  }
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    return { ok: false, message: `not valid JSON: ${error instanceof Error ? error.message : String(error)}`, missing: false };
  }
}

async function subfolders(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { withFileTypes: true });
    return entries.filter((entry) => entry.isDirectory() || entry.isSymbolicLink()).map((entry) => join(dir, entry.name));
  } catch {
    return [];
  }
}

function markerId(packageJson: unknown): string | undefined {
  const marker = (packageJson as { portalTemplate?: { id?: unknown } } | null)?.portalTemplate;
  return typeof marker?.id === 'string' ? marker.id : undefined;
}

async function readPackage(
  dir: string,
  origin: TemplatePackage['origin'],
  problems: TemplateProblem[],
): Promise<TemplatePackage | undefined> {
  const folder = dir.split(/[\\/]/).pop() ?? dir;
  const packageJson = await readJson(join(dir, 'package.json'));
  if (!packageJson.ok) {
    if (origin === 'templates') problems.push(problem(folder, 'package.json', packageJson.message));
    return undefined;
  }
  const id = markerId(packageJson.value);
  if (id === undefined) {
    if (origin === 'templates')
      problems.push(problem(folder, 'package.json', 'not a template package: it has no "portalTemplate": { "id": ... } marker'));
    return undefined;
  }
  const meta = packageJson.value as { name?: unknown; version?: unknown };
  const template = await readJson(join(dir, 'template.json'));
  if (!template.ok) problems.push(problem(id, 'template.json', template.message));
  const fixtures = await readJson(join(dir, 'fixtures.json'));
  if (!fixtures.ok && !fixtures.missing) problems.push(problem(id, 'fixtures.json', fixtures.message));
  const layout = await readFile(join(dir, 'layout.docx')).then(
    (bytes) => new Uint8Array(bytes),
    () => undefined,
  );
  if (origin === 'templates' && folder !== id)
    problems.push(problem(id, 'package.json portalTemplate.id', `the folder is named '${folder}' but the marker says '${id}'`));
  return {
    id,
    dir,
    origin,
    packageName: typeof meta.name === 'string' ? meta.name : folder,
    version: typeof meta.version === 'string' ? meta.version : '0.0.0',
    packageJson: packageJson.value,
    template: template.ok ? template.value : undefined,
    ...(fixtures.ok && { fixtures: fixtures.value }),
    ...(layout !== undefined && { layout }),
  };
}

/**
 * Loads every template package under `root` (the portal's folder). When two packages claim
 * the same id, the one in `templates/` wins and the other is reported.
 */
export async function loadTemplatePackages(root: string): Promise<LoadResult> {
  const problems: TemplateProblem[] = [];
  const local = await subfolders(join(root, 'templates'));
  const installed: string[] = [];
  for (const dir of await subfolders(join(root, 'node_modules'))) {
    if (dir.split(/[\\/]/).pop()?.startsWith('@')) installed.push(...(await subfolders(dir)));
    else installed.push(dir);
  }
  const packages: TemplatePackage[] = [];
  const folders = [
    ...local.sort().map((dir) => [dir, 'templates'] as const),
    ...installed.sort().map((dir) => [dir, 'node_modules'] as const),
  ];
  // One at a time, so that problems come out in folder order.
  for (const [dir, origin] of folders) {
    const candidate = await readPackage(dir, origin, problems);
    if (candidate === undefined) continue;
    const earlier = packages.find((item) => item.id === candidate.id);
    if (earlier === undefined) packages.push(candidate);
    else
      problems.push(
        problem(
          candidate.id,
          candidate.packageName,
          `the id is also used by ${earlier.packageName} in ${earlier.origin}; that one is used`,
        ),
      );
  }
  return { packages, problems };
}
