import { readdirSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fileTrees } from '../../test/support/file-tree.ts';
import * as ActionButton from '../../web/islands/ActionButton.tsx';
import { definePlugin } from '../plugin/define-plugin.ts';
import { PUBLIC } from '../plugin/permissions.ts';
import { Island } from '../ssr/island.tsx';
import { createTestPortal, type TestPortal } from '../../testing/portal.ts';
import { islandFiles } from './files.ts';
import { IslandFileError, importIslands, islandOf } from './found.ts';
import { CODE_ROOT } from './manifest.ts';

const tree = fileTrees('islands-');
const EVERY_PLUGIN = readdirSync(new URL('plugins/', CODE_ROOT));

describe('the island files of core and every plugin', () => {
  it('each default-export a component and export the schema of its props', async () => {
    const islands = [...(await importIslands(EVERY_PLUGIN)).byComponent.values()];
    expect(islands.length).toBeGreaterThanOrEqual(40);
    expect(islands.map((island) => island.name)).toEqual(
      expect.arrayContaining(['core.DataTable', 'breaks.BreakForm', 'pickups.PickupForm']),
    );
  });

  it('leave nothing else named like an island in an islands folder, so that every component there is one', () => {
    const folders = ['web/islands', ...EVERY_PLUGIN.map((id) => `plugins/${id}/islands`)];
    const strays = folders.flatMap((folder) => {
      let files: string[] = [];
      try {
        files = readdirSync(new URL(`${folder}/`, CODE_ROOT));
      } catch {
        return [];
      }
      // An island is `<Name>.tsx`; helpers are kebab-case `.ts` files; tests may sit beside either.
      const allowed = [/^[A-Z][A-Za-z0-9]*\.tsx$/, /^[a-z][a-z0-9.-]*\.ts$/, /\.test\.tsx?$/];
      return files.filter((name) => !allowed.some((pattern) => pattern.test(name))).map((name) => `${folder}/${name}`);
    });
    expect(strays).toEqual([]);
  });
});

describe('finding island files', () => {
  it('names each `<Name>.tsx` of core and the given plugins `<owner>.<Name>`, without importing it', () => {
    const root = tree({
      'web/islands/Login.tsx': 'throw new Error("not imported")',
      'plugins/notes/islands/NoteForm.tsx': '',
      'plugins/notes/islands/props.ts': '',
      'plugins/notes/islands/note-client.ts': '',
      'plugins/other/islands/Other.tsx': '',
    });
    const files = islandFiles(['notes', 'plain'], pathToFileURL(`${root}/`));
    expect(files.map(({ name, source }) => ({ name, source }))).toEqual([
      { name: 'core.Login', source: 'web/islands/Login.tsx' },
      { name: 'notes.NoteForm', source: 'plugins/notes/islands/NoteForm.tsx' },
    ]);
    expect(files[1]!.module.href).toBe(pathToFileURL(`${root}/plugins/notes/islands/NoteForm.tsx`).href);
  });
});

describe('an island file', () => {
  const file = { name: 'notes.Note', source: 'plugins/notes/islands/Note.tsx', module: new URL('./Note.tsx', import.meta.url) };
  const Note = ({ text }: { text: string }) => <p>{text}</p>;
  const props = z.object({ text: z.string() });

  it('gives its island: name, source, component, schema', () => {
    expect(islandOf(file, { default: Note, props, rendersFromPropsAlone: true })).toEqual({
      name: 'notes.Note',
      source: 'plugins/notes/islands/Note.tsx',
      component: Note,
      props,
      rendersFromPropsAlone: true,
    });
  });

  it.each([
    ['no default export', { props }, 'it must default-export its component'],
    ['no props schema', { default: Note }, 'it must export `props`, the zod schema of its props'],
    ['props that are no schema', { default: Note, props: { text: 'string' } }, 'it must export `props`'],
    ['a flag that is not one', { default: Note, props, rendersFromPropsAlone: 'yes' }, '`rendersFromPropsAlone` must be true or false'],
  ])('stops start-up with %s, naming the file', (_what, module, message) => {
    expect(() => islandOf(file, module)).toThrow(IslandFileError);
    expect(() => islandOf(file, module)).toThrow(`plugins/notes/islands/Note.tsx is an island file: ${message}`);
  });
});

function Stray({ text }: { text: string }) {
  return <p>{text}</p>;
}
/** A component that no island file exports, rendered as if it were one. */
const StrayModule = { default: Stray, props: z.object({ text: z.string() }) };

const TITLE = { title: 'Notes' };

/** A plugin whose pages render one of core's islands, a component of no island file, and the island with a bad prop. */
const notes = definePlugin({
  id: 'notes',
  pages(ctx) {
    const router = ctx.http.pages();
    router.get('/notes/island', { permission: PUBLIC, summary: 'An island', answers: 'page' }, (c) =>
      ctx.http.render(c, <Island of={ActionButton} label="Pin" path="/api/notes/1/pin" method="POST" successMessage="Pinned" />, TITLE),
    );
    router.get('/notes/stray', { permission: PUBLIC, summary: 'No island', answers: 'page' }, (c) =>
      ctx.http.render(c, <Island of={StrayModule} text="Stray" />, TITLE),
    );
    router.get('/notes/bad-props', { permission: PUBLIC, summary: 'An island with a bad prop', answers: 'page' }, (c) =>
      ctx.http.render(c, <Island of={ActionButton} label="Pin" path="/notes/1/pin" method="POST" successMessage="Pinned" />, TITLE),
    );
    return router;
  },
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
  const logged = async (path: string) =>
    JSON.stringify(
      (await t.db.selectFrom('logs').select('details').where('message', '=', `GET ${path} failed`).executeTakeFirst())?.details,
    );

  it('renders an island file of core or an enabled plugin', async () => {
    const response = await page('/notes/island');
    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(/<div data-island="core.ActionButton" data-island-prefix="i1-" class="contents"><button/);
  });

  it('answers a component that no island file exports with an error, logged with its name', async () => {
    const response = await page('/notes/stray');
    expect(response.status).toBe(500);
    expect(await response.text()).not.toContain('data-island=');
    expect(await logged('/notes/stray')).toContain('Island \\"Stray\\" is rendered, but it is the default export of no island file');
  });

  it('answers props the schema refuses with an error that names the island and the field', async () => {
    const response = await page('/notes/bad-props');
    expect(response.status).toBe(500);
    expect(await logged('/notes/bad-props')).toMatch(/Island \\"core\.ActionButton\\" was rendered with props its schema refuses.*at path/);
  });
});
