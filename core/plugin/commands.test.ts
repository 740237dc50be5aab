import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importPluginCommands } from './load.ts';

describe('importPluginCommands', () => {
  let folder: URL;
  let root = '';

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'plugin-commands-'));
    await mkdir(join(root, 'heavy'));
    // Importing the plugin itself would fail: the commands must be found without it.
    await writeFile(join(root, 'heavy', 'index.ts'), "throw new Error('the plugin was imported');\n");
    await writeFile(
      join(root, 'heavy', 'commands.ts'),
      "export default [{ name: 'heavy', summary: 'Does heavy work', usage: 'portal heavy', boots: false, run: async () => 0 }];\n",
    );
    await mkdir(join(root, 'quiet'));
    await writeFile(join(root, 'quiet', 'index.ts'), "throw new Error('the plugin was imported');\n");
    await mkdir(join(root, 'wrong'));
    await writeFile(join(root, 'wrong', 'commands.ts'), 'export const commands = [];\n');
    folder = pathToFileURL(`${root}/`);
  });

  afterAll(() => rm(root, { recursive: true, force: true }));

  it("reads each plugin's commands.ts without importing the plugin, and none for a plugin without one", async () => {
    const commands = await importPluginCommands(['heavy', 'quiet'], folder);
    expect(commands.map(({ name, plugin, boots }) => ({ name, plugin, boots }))).toEqual([
      { name: 'heavy', plugin: 'heavy', boots: false },
    ]);
  });

  it('refuses a commands.ts that does not default-export a list', async () => {
    await expect(importPluginCommands(['wrong'], folder)).rejects.toThrow(
      'plugins/wrong/commands.ts must default-export defineCommands([...])',
    );
  });
});
