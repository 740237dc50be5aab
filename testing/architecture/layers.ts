import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { filesUnder, RELATIVE_IMPORT, TEST_CODE } from './source-files.ts';

/**
 * The layers of the portal and the one direction their imports go: `shared/` (what server and
 * browser both use: dates, formats, field messages, table props) imports no other layer; `web/`
 * (the browser's kit) imports only `shared/`; `core/` (the kernel) imports `shared/` and nothing
 * of `web/` (it names the kit's islands instead); `lib/` (the server libraries plugins build
 * with: PDF documents, the file store, reference-record routes and pages) sits on the kernel,
 * which imports none of it. Plugins sit on these four and may import them all; `testing/` (the
 * test helpers) sits on top and may import every layer. Checked by the architecture test.
 */
export const LAYERS = {
  shared: [],
  web: ['shared'],
  core: ['shared'],
  lib: ['shared', 'core'],
  plugins: ['shared', 'web', 'core', 'lib'],
  testing: ['shared', 'web', 'core', 'lib', 'plugins'],
} as const satisfies Record<string, readonly string[]>;

type Layer = keyof typeof LAYERS;

/**
 * What no layer may import: the composition root (the `portal` command in `cli/`, the servers,
 * the application's settings and its lab templates), which hands its parts to core, and the
 * tests across plugins in `test/`.
 */
const ABOVE_THE_LAYERS = ['cli', 'templates', 'test', 'hono.config.ts', 'server.ts', 'server.deno.ts', 'portal.ts'];

export interface LayerViolation {
  /** The importing file, relative to the root: `core/pages/LoginPage.tsx`. */
  file: string;
  /** What it imports, relative to the root: `web/islands/LoginForm.tsx`. */
  imports: string;
}

/** The layer or the part above the layers a root-relative path belongs to, if any. */
function partOf(path: string): string | undefined {
  const [first] = path.split('/');
  if (first && first in LAYERS) return first;
  return ABOVE_THE_LAYERS.find((part) => path === part || path.startsWith(`${part}/`));
}

/**
 * Every import that goes against the layers (`file -> imported path`, root-relative); tests and
 * a plugin's `test-support.ts` may import anything. Empty when the layers hold.
 * @example expect(checkLayers(ROOT)).toEqual([])
 */
export function checkLayers(root: string): LayerViolation[] {
  const found: LayerViolation[] = [];
  for (const layer of Object.keys(LAYERS) as Layer[]) {
    const may: readonly string[] = LAYERS[layer];
    for (const path of filesUnder(join(root, layer))) {
      const file = relative(root, path).split(sep).join('/');
      if (TEST_CODE.test(file)) continue;
      for (const match of readFileSync(path, 'utf8').matchAll(RELATIVE_IMPORT)) {
        const imports = relative(root, resolve(dirname(path), match[1]!))
          .split(sep)
          .join('/');
        const part = partOf(imports);
        if (part === undefined || part === layer || may.includes(part)) continue;
        found.push({ file, imports });
      }
    }
  }
  return found;
}
