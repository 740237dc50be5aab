import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { filesUnder, RELATIVE_IMPORT, TEST_CODE } from './source-files.ts';

/**
 * The boundaries between plugins, checked on their source by the architecture test (which
 * fails the build): a plugin uses another only through its `index.ts` (server), `client.ts`
 * (browser) or `test-support.ts` (tests), declares every plugin it uses in `dependsOn`, and
 * names no other plugin's tables in its SQL, its migrations' included (the owner exports a read
 * model or a service instead); a foreign key may reference another plugin's table.
 */

/** The files of another plugin that a plugin may import. */
export const PUBLIC_FILES = ['index.ts', 'client.ts', 'test-support.ts'] as const;

export type ViolationKind = 'private-import' | 'undeclared-dependency' | 'foreign-table';

export interface Violation {
  kind: ViolationKind;
  /** The offending file, relative to the plugins folder: `pickups/lookups.ts`. */
  file: string;
  message: string;
}

interface PluginSource {
  id: string;
  folder: string;
  dependsOn: string[];
  /** The tables its migrations create, as SQL names them (`saved_locations`) and as Kysely does (`savedLocations`). */
  tables: Set<string>;
}

/** A table name as Kysely takes it: in quotes or backticks, perhaps with an alias. */
const NAME = String.raw`['"\`]([A-Za-z_][A-Za-z0-9_]*)(?:\s+as\s+\w+)?['"\`]`;
const QUERY_METHOD = String.raw`\.(?:selectFrom|insertInto|updateTable|deleteFrom|mergeInto|innerJoin|leftJoin|rightJoin|fullJoin|alterTable|dropTable|table|ref)`;
/** A query builder's table, `.selectFrom('customers')`, `sql.table('customers')`. */
const QUERY_TABLE = new RegExp(String.raw`${QUERY_METHOD}\(\s*${NAME}`, 'g');
/** The tables of an array a query builder takes, `.selectFrom(['customers', 'pickups'])`. */
const QUERY_TABLES = new RegExp(String.raw`${QUERY_METHOD}\(\s*\[([^\]]*)\]`, 'g');
const COLUMN_OF_TABLE = /['"`]([a-z][A-Za-z]*)\.[a-z][A-Za-z0-9]*['"`]/g;
const RAW_TABLE = /\b(?:from|join|into|update|table)\s+([a-z][a-z0-9_]*)\b/g;
/** A foreign key names the table it references: a migration may, it writes nothing there. */
const FOREIGN_KEY = /\.references\(\s*['"`][^'"`]*['"`]\s*\)|\breferences\s+[a-z][a-z0-9_]*(?:\s*\([^)]*\))?/gi;
const CREATE_TABLE = /createTable\(\s*['"]([a-z0-9_]+)['"]|create table (?:if not exists )?([a-z0-9_]+)/g;

const camel = (snake: string) => snake.replace(/_([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase());

function readPlugin(pluginsFolder: string, id: string): PluginSource {
  const folder = join(pluginsFolder, id);
  const index = readFileSync(join(folder, 'index.ts'), 'utf8');
  const declared = /dependsOn:\s*\[([^\]]*)\]/.exec(index)?.[1] ?? '';
  const dependsOn = [...declared.matchAll(/['"]([a-z0-9-]+)['"]/g)].map((match) => match[1]!);
  const tables = new Set<string>();
  for (const file of filesUnder(join(folder, 'migrations'))) {
    for (const match of readFileSync(file, 'utf8').matchAll(CREATE_TABLE)) {
      const name = (match[1] ?? match[2])!;
      tables.add(name);
      tables.add(camel(name));
    }
  }
  return { id, folder, dependsOn, tables };
}

/** The plugins of a folder: each sub-folder with an `index.ts`. */
function readPlugins(pluginsFolder: string): PluginSource[] {
  return readdirSync(pluginsFolder)
    .filter((name) => existsSync(join(pluginsFolder, name, 'index.ts')))
    .sort()
    .map((id) => readPlugin(pluginsFolder, id));
}

/** The plugin and the path inside it that an import resolves to, or undefined outside the plugins folder. */
function importTarget(pluginsFolder: string, from: string, specifier: string): { plugin: string; path: string } | undefined {
  const target = relative(pluginsFolder, resolve(dirname(from), specifier));
  if (target.startsWith('..')) return undefined;
  const [plugin, ...rest] = target.split(sep);
  return plugin ? { plugin, path: rest.join('/') } : undefined;
}

/** The source without its comments: an example in a doc comment is no query. */
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

/** The places a file's SQL names a table, by name; foreign keys left out. */
function tablesNamed(source: string): string[] {
  const text = withoutComments(source).replace(FOREIGN_KEY, '');
  const names = [...text.matchAll(QUERY_TABLE), ...text.matchAll(COLUMN_OF_TABLE)].map((match) => match[1]!);
  for (const list of text.matchAll(QUERY_TABLES)) {
    for (const name of list[1]!.matchAll(new RegExp(NAME, 'g'))) names.push(name[1]!);
  }
  for (const template of text.matchAll(/sql(?:<[^>]*>)?`([^`]*)`/g)) {
    for (const match of template[1]!.matchAll(RAW_TABLE)) names.push(match[1]!);
  }
  return names;
}

/**
 * Every boundary a plugins folder breaks, in a stable order; empty when it keeps them all.
 * @example expect(checkBoundaries(fileURLToPath(PLUGINS_FOLDER))).toEqual([])
 */
export function checkBoundaries(pluginsFolder: string): Violation[] {
  const plugins = readPlugins(pluginsFolder);
  const ownerOf = new Map<string, string>();
  for (const plugin of plugins) for (const table of plugin.tables) ownerOf.set(table, plugin.id);
  const violations: Violation[] = [];

  for (const plugin of plugins) {
    const undeclared = new Map<string, string>();
    for (const path of filesUnder(plugin.folder)) {
      const file = relative(pluginsFolder, path).split(sep).join('/');
      const text = readFileSync(path, 'utf8');
      for (const match of text.matchAll(RELATIVE_IMPORT)) {
        const target = importTarget(pluginsFolder, path, match[1]!);
        if (!target || target.plugin === plugin.id) continue;
        if (!(PUBLIC_FILES as readonly string[]).includes(target.path)) {
          violations.push({
            kind: 'private-import',
            file,
            message: `${file} imports ${target.plugin}/${target.path}; use what ${target.plugin} exports from ${PUBLIC_FILES.join(', ')}`,
          });
        }
        if (!plugin.dependsOn.includes(target.plugin) && !undeclared.has(target.plugin)) undeclared.set(target.plugin, file);
      }
      if (TEST_CODE.test(`/${file}`)) continue;
      const foreign = new Set(tablesNamed(text).filter((table) => ownerOf.has(table) && ownerOf.get(table) !== plugin.id));
      for (const table of foreign) {
        violations.push({
          kind: 'foreign-table',
          file,
          message: `${file} names the table ${table} of ${ownerOf.get(table)}; read it through what ${ownerOf.get(table)} exports`,
        });
      }
    }
    for (const [used, file] of undeclared) {
      violations.push({
        kind: 'undeclared-dependency',
        file,
        message: `${plugin.id} uses ${used} (${file}) without declaring it in dependsOn`,
      });
    }
  }
  return violations;
}
