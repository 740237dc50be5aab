import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import configInput from '../../hono.config.ts';
import { resolveConfig } from '../config.ts';
import { createConsoleLogger } from '../log.ts';
import { coreIslands } from '../pages/islands.ts';
import { definePlugin } from '../plugin/define-plugin.ts';
import { importPlugins, PLUGINS_FOLDER } from '../plugin/load.ts';
import { PUBLIC } from '../plugin/permissions.ts';
import { createPortal } from '../portal.tsx';
import { defineIsland } from '../ssr/island.tsx';
import { createTestPortal, type TestPortal } from '../testing/portal.ts';

const config = resolveConfig(configInput, {}, '0.0.0-test');
const plugins = await importPlugins(config.plugins, PLUGINS_FOLDER);

function Note({ text }: { text: string }) {
  return <p>{text}</p>;
}
const noteOptions = { file: new URL('./Note.tsx', import.meta.url), props: z.object({ text: z.string().min(1) }), component: Note };

/** A plugin whose page renders an island it declares, one it forgot, and its own with a bad prop. */
const NoteIsland = defineIsland({ name: 'notes.Note', ...noteOptions });
const ForgottenIsland = defineIsland({ name: 'notes.Forgotten', ...noteOptions });
const notes = definePlugin({
  id: 'notes',
  islands: [NoteIsland],
  pages(ctx) {
    const router = ctx.http.pages();
    router.get('/notes/declared', { permission: PUBLIC, summary: 'A declared island', answers: 'page' }, (c) =>
      ctx.http.render(c, <NoteIsland text="Declared" />, { title: 'Notes' }),
    );
    router.get('/notes/forgotten', { permission: PUBLIC, summary: 'An undeclared island', answers: 'page' }, (c) =>
      ctx.http.render(c, <ForgottenIsland text="Forgotten" />, { title: 'Notes' }),
    );
    router.get('/notes/bad-props', { permission: PUBLIC, summary: 'An island with a bad prop', answers: 'page' }, (c) =>
      ctx.http.render(c, <NoteIsland text="" />, { title: 'Notes' }),
    );
    return router;
  },
});

describe('the islands of core and every plugin', () => {
  const declared = [...coreIslands, ...plugins.flatMap((plugin) => plugin.islands ?? [])].map(({ island }) => island);

  it('declares the component its file exports, so the server renders what the browser hydrates', async () => {
    expect(declared.length).toBeGreaterThanOrEqual(20);
    const mismatched: string[] = [];
    for (const island of declared) {
      const module = (await import(island.file.href)) as { default?: unknown };
      if (module.default !== island.component) mismatched.push(island.name);
    }
    expect(mismatched).toEqual([]);
  });
});

describe('islands in a served page', () => {
  let t: TestPortal;
  beforeAll(async () => {
    t = await createTestPortal({ plugins: [notes], seed: false });
  });
  afterAll(async () => {
    await t?.close();
  });

  const page = (path: string) => t.request(path, { headers: { accept: 'text/html' } });

  it('renders a declared island', async () => {
    const response = await page('/notes/declared');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(
      '<div data-island="notes.Note" data-island-prefix="i1-" class="contents"><p>Declared</p></div>',
    );
  });

  it('answers an island that no plugin declares with an error, logged with its name', async () => {
    const response = await page('/notes/forgotten');
    expect(response.status).toBe(500);
    expect(await response.text()).not.toContain('data-island="notes.Forgotten"');
    const logged = await t.db.selectFrom('logs').select('details').where('message', '=', 'GET /notes/forgotten failed').executeTakeFirst();
    expect(JSON.stringify(logged?.details)).toContain('Island \\"notes.Forgotten\\" is rendered, but no enabled plugin declares it');
  });

  it('answers props the schema refuses with an error that names the island and the field', async () => {
    const response = await page('/notes/bad-props');
    expect(response.status).toBe(500);
    const logged = await t.db.selectFrom('logs').select('details').where('message', '=', 'GET /notes/bad-props failed').executeTakeFirst();
    expect(JSON.stringify(logged?.details)).toMatch(/Island \\"notes\.Note\\" was rendered with props its schema refuses.*at text/);
  });

  it('stops start-up for an island named after another plugin', () => {
    const misnamed = definePlugin({ id: 'misnamed', islands: [defineIsland({ name: 'notes.Stray', ...noteOptions })] });
    expect(() => createPortal({ config, db: t.database.db, plugins: [misnamed], log: createConsoleLogger(true) })).toThrow(
      'Island "notes.Stray" of misnamed must be named "misnamed.<Component>"',
    );
  });
});
