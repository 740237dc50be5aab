import { readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { relative } from 'node:path';
import { RUNS_COMPILED } from '../compiled.ts';

interface ViteManifestEntry {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

/** The tree the running code is in: the project folder, or `dist/server/` once compiled. */
export const CODE_ROOT = new URL('../../', import.meta.url);
/** The project folder: package.json, node_modules, the report templates and the bundles. */
export const PROJECT_ROOT = RUNS_COMPILED ? new URL('../../', CODE_ROOT) : CODE_ROOT;
/** Where the browser bundles are built to, and served from under `/assets/`. */
export const WEB_DIST = new URL('dist/web/', PROJECT_ROOT);

/** Source files of the browser entries every page may load. */
export const SHELL_ENTRY = 'web/shell.ts';
export const ISLANDS_RUNTIME_ENTRY = 'web/islands-runtime.ts';
export const STYLES_ENTRY = 'web/styles.css';

/** Project-relative path of a source file, as Vite's manifest names it (the same from `dist/server/`). */
export function projectPath(file: URL): string {
  return relative(fileURLToPath(CODE_ROOT), fileURLToPath(file)).split('\\').join('/');
}

/** The built assets a page links to: the stylesheet, the shell script, and a chunk per island. */
export class AssetManifest {
  constructor(private readonly entries: Record<string, ViteManifestEntry>) {}

  static read(dist: URL = WEB_DIST): AssetManifest | null {
    try {
      const text = readFileSync(new URL('.vite/manifest.json', dist), 'utf8');
      return new AssetManifest(JSON.parse(text) as Record<string, ViteManifestEntry>);
    } catch {
      return null;
    }
  }

  /**
   * The manifest as it is now: read again when the file changed (one `stat` per call), so pages
   * link the bundles `npm run dev` or a build just wrote, without a restart.
   */
  static follow(dist: URL = WEB_DIST): () => AssetManifest | null {
    let seen = -1;
    let manifest: AssetManifest | null = null;
    return () => {
      let changed: number;
      try {
        changed = statSync(new URL('.vite/manifest.json', dist)).mtimeMs;
      } catch {
        changed = 0;
      }
      if (changed !== seen) {
        seen = changed;
        manifest = AssetManifest.read(dist);
      }
      return manifest;
    };
  }

  #url(source: string): string | undefined {
    const entry = this.entries[source];
    return entry ? `/assets/${entry.file}` : undefined;
  }

  get stylesheet(): string | undefined {
    return this.#url(STYLES_ENTRY);
  }
  get shellScript(): string | undefined {
    return this.#url(SHELL_ENTRY);
  }
  get islandsRuntime(): string | undefined {
    return this.#url(ISLANDS_RUNTIME_ENTRY);
  }

  /** The chunk of an island's source file. */
  chunk(source: string): string | undefined {
    return this.#url(source);
  }

  /** Every chunk an entry imports, for `modulepreload` links. */
  preloads(source: string): string[] {
    const seen = new Set<string>();
    const walk = (key: string) => {
      for (const imported of this.entries[key]?.imports ?? []) {
        const file = this.entries[imported]?.file;
        if (file && !seen.has(file)) {
          seen.add(file);
          walk(imported);
        }
      }
    };
    walk(source);
    return [...seen].map((file) => `/assets/${file}`);
  }
}
