import { readdirSync } from 'node:fs';
import { RUNS_COMPILED } from '../compiled.ts';
import { CODE_ROOT } from './manifest.ts';

/** An island's file, as the folders give it: nothing is imported to know it. */
export interface IslandFile {
  /** `<owner>.<Name>`: the plugin's id (`core` for core's) and the file's name. */
  name: string;
  /** Its project path (`plugins/<id>/islands/<Name>.tsx`): the build's entry and the manifest's key. */
  source: string;
  /** The module in the running tree (`.js` once compiled). */
  module: URL;
}

/** Core's own islands (the sign-in form, the table, the action button) are web components any plugin may render too. */
const CORE_ISLANDS = 'web/islands';

/** An island is a file named after its component; the folder's other files (kebab-case) are its helpers. */
const ISLAND_FILE = RUNS_COMPILED ? /^([A-Z][A-Za-z0-9]*)\.js$/ : /^([A-Z][A-Za-z0-9]*)\.tsx$/;

/**
 * The island files of core and the given plugins: `plugins/<id>/islands/<Name>.tsx` and core's
 * `web/islands/<Name>.tsx`, each named `<owner>.<Name>`. A plugin without the folder has none.
 * @example islandFiles(['materials']) // [...core's, { name: 'materials.MaterialForm', source: 'plugins/materials/islands/MaterialForm.tsx', ... }]
 */
export function islandFiles(pluginIds: readonly string[], root: URL = CODE_ROOT): IslandFile[] {
  const folders = [{ owner: 'core', folder: CORE_ISLANDS }, ...pluginIds.map((id) => ({ owner: id, folder: `plugins/${id}/islands` }))];
  return folders.flatMap(({ owner, folder }) =>
    filesIn(new URL(`${folder}/`, root)).flatMap((file) => {
      const component = ISLAND_FILE.exec(file)?.[1];
      if (component === undefined) return [];
      return [{ name: `${owner}.${component}`, source: `${folder}/${component}.tsx`, module: new URL(`${folder}/${file}`, root) }];
    }),
  );
}

function filesIn(folder: URL): string[] {
  try {
    return readdirSync(folder).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}
