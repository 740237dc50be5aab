import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/**
 * The layers of the portal and the one direction their imports go: `shared/` (what server and
 * browser both use: dates, formats, field messages, table props) imports no other layer; `web/`
 * (the browser's kit) imports only `shared/`; `core/` (the kernel) imports `shared/` and no
 * plugin, no application file and nothing of `web/` (it names the kit's islands instead). Plugins
 * sit on top and may import all three. Checked by the architecture test.
 */
export const LAYERS = {
  shared: [],
  web: ['shared'],
  core: ['shared'],
} as const satisfies Record<string, readonly string[]>;

type Layer = keyof typeof LAYERS;

/** The folders and root files no layer below the application may import. */
const APPLICATION = ['plugins', 'templates', 'hono.config.ts', 'server.ts', 'server.deno.ts'];

export interface LayerViolation {
  /** The importing file, relative to the root: `core/pages/LoginPage.tsx`. */
  file: string;
  /** What it imports, relative to the root: `web/islands/LoginForm.tsx`. */
  imports: string;
}

const SOURCE = /\.(ts|tsx)$/;
const TEST_CODE = /\.test\.tsx?$/;
const IMPORT = /(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;

function filesUnder(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : filesUnder(path);
    return SOURCE.test(name) ? [path] : [];
  });
}

/** The layer or application part a root-relative path belongs to, if any. */
function partOf(path: string): string | undefined {
  const [first] = path.split('/');
  if (first && first in LAYERS) return first;
  return APPLICATION.find((part) => path === part || path.startsWith(`${part}/`));
}

/**
 * Every import that goes against the layers (`file -> imported path`, root-relative); tests may
 * import anything. Empty when the layers hold.
 * @example expect(checkLayers(ROOT)).toEqual([])
 */
export function checkLayers(root: string): LayerViolation[] {
  const found: LayerViolation[] = [];
  for (const layer of Object.keys(LAYERS) as Layer[]) {
    const may: readonly string[] = LAYERS[layer];
    for (const path of filesUnder(join(root, layer))) {
      const file = relative(root, path).split(sep).join('/');
      if (TEST_CODE.test(file)) continue;
      for (const match of readFileSync(path, 'utf8').matchAll(IMPORT)) {
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
