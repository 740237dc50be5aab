import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AssetManifest } from '../core/islands/manifest.ts';
import type { TestPortal } from '../testing/portal.ts';
import { wholeFileBlocks } from './support/guide-blocks.ts';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const GUIDE = readFileSync(join(ROOT, 'docs/plugins.md'), 'utf8');
/** The guide's example, whose id its files carry, and the id the scratch plugin gets instead (the guide's step 1). */
const EXAMPLE_ID = 'example-notes';
const PLUGIN_ID = 'lab-notes';
const ISLAND_SOURCE = `plugins/${PLUGIN_ID}/islands/NoteForm.tsx`;

/**
 * What of the repository the scratch portal leaves out: what is not code (node_modules is linked),
 * the example plugin (the scratch plugin has only the guide) and the tests.
 */
const NOT_COPIED = new Set(['.git', 'node_modules', 'dist', 'data', 'test-results'].map((entry) => join(ROOT, entry)));
const copied = (source: string) =>
  !NOT_COPIED.has(source) && !source.startsWith(join(ROOT, 'plugins', EXAMPLE_ID)) && !/\.test\.tsx?$/.test(source);

/**
 * An engineer follows docs/plugins.md alone: the guide's whole-file blocks, written into an empty
 * `plugins/<id>/` under a new id, in a scratch copy of the portal (its own folders, bundles and
 * database, so nothing is written to the repository and no other test sees it). The copy's build
 * (what `npm run build` runs) finds the island by its file, and the copy's portal serves the
 * plugin's pages with the island and its API. A guide whose code is stale or misses a file fails.
 */
describe('a plugin built from the guide alone', () => {
  let scratch = '';
  /** A module of the scratch copy, typed as the repository's own: it is the same code. */
  const fromScratch = async <Module>(path: string) => (await import(pathToFileURL(join(scratch, path)).href)) as Module;
  let t: TestPortal | undefined;
  let assets: AssetManifest | null = null;
  let cookie = '';

  beforeAll(async () => {
    scratch = realpathSync(mkdtempSync(join(tmpdir(), 'portal-guide-')));
    cpSync(ROOT, scratch, { recursive: true, filter: copied });
    symlinkSync(join(ROOT, 'node_modules'), join(scratch, 'node_modules'), 'dir');

    const blocks = wholeFileBlocks(GUIDE).filter((block) => block.path.startsWith(`plugins/${EXAMPLE_ID}/`));
    if (blocks.length === 0) throw new Error(`docs/plugins.md gives no whole file of plugins/${EXAMPLE_ID}/`);
    for (const block of blocks) {
      const file = join(scratch, 'plugins', PLUGIN_ID, block.path.slice(`plugins/${EXAMPLE_ID}/`.length));
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, block.text.replaceAll(EXAMPLE_ID, PLUGIN_ID));
    }

    // The plugin enabled, the bundles built as `npm run build` builds them: core's islands and the plugin's.
    const { buildPortalBundles } = await fromScratch<typeof import('../cli/islands/build-portal.ts')>('cli/islands/build-portal.ts');
    await buildPortalBundles({ plugins: [PLUGIN_ID] }, {});
    const { AssetManifest: ScratchManifest, WEB_DIST } =
      await fromScratch<typeof import('../core/islands/manifest.ts')>('core/islands/manifest.ts');
    assets = ScratchManifest.read(WEB_DIST);

    const { importPlugins, PLUGINS_FOLDER } = await fromScratch<typeof import('../core/plugin/load.ts')>('core/plugin/load.ts');
    const { createTestPortal } = await fromScratch<typeof import('../testing/portal.ts')>('testing/portal.ts');
    t = await createTestPortal({ plugins: await importPlugins([PLUGIN_ID], PLUGINS_FOLDER), assets: () => assets });
    ({ cookie } = await t.signIn('admin@demo.lab'));
  }, 300_000);

  afterAll(async () => {
    await t?.close();
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  });

  const portal = () => {
    if (!t) throw new Error('The scratch portal did not start');
    return t;
  };

  it("builds the island's chunk from its file, which nothing lists", () => {
    const chunk = assets?.chunk(ISLAND_SOURCE);
    expect(chunk).toMatch(/^\/assets\/.+\.js$/);
    expect(existsSync(join(scratch, 'dist/web', chunk!.slice('/assets/'.length)))).toBe(true);
  });

  it("serves the form page with the island's marker and its chunk", async () => {
    const response = await portal().request(`/admin/${PLUGIN_ID}/new`, { cookie });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`data-island="${PLUGIN_ID}.NoteForm"`);
    expect(html).toContain(assets?.chunk(ISLAND_SOURCE));
  });

  it('creates a note through its API, lists it, and shows the list page', async () => {
    const created = await portal().request(`/api/${PLUGIN_ID}`, { cookie, json: { title: 'Slump cone', body: 'Clean after use' } });
    expect(created.status).toBe(201);
    const listed = await portal().request(`/api/${PLUGIN_ID}?search=slump`, { cookie });
    expect(((await listed.json()) as { rows: { title: string }[] }).rows.map((row) => row.title)).toEqual(['Slump cone']);
    const page = await portal().request(`/admin/${PLUGIN_ID}`, { cookie });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('data-island="core.DataTable"');
  });
});
