import type { AnyIsland, IslandDefinition } from '../ssr/island.tsx';
import { projectPath } from './manifest.ts';

/** An island an enabled plugin (or core) declares, with the source file the manifest names its chunk by. */
export interface DeclaredIsland {
  island: IslandDefinition;
  source: string;
}

/** The islands of the portal by name; a page may render only these. */
export type DeclaredIslands = ReadonlyMap<string, DeclaredIsland>;

/** A page rendered an island that no enabled plugin declares in its `islands` list. */
export class UndeclaredIslandError extends Error {
  override readonly name = 'UndeclaredIslandError';
  constructor(island: string) {
    super(`Island "${island}" is rendered, but no enabled plugin declares it in its islands list`);
  }
}

const ISLAND_NAME = /^[a-z][a-z0-9-]*\.[A-Z][A-Za-z0-9]*$/;

/**
 * Checks the islands each owner declares, once at start-up: a name is `<owner>.<Component>`
 * and unique across the portal.
 * @example declareIslands([{ owner: 'core', islands: coreIslands }, { owner: 'materials', islands: [MaterialFormIsland] }])
 */
export function declareIslands(owners: ReadonlyArray<{ owner: string; islands: readonly AnyIsland[] }>): DeclaredIslands {
  const declared = new Map<string, DeclaredIsland>();
  for (const { owner, islands } of owners) {
    for (const { island } of islands) {
      if (!ISLAND_NAME.test(island.name) || !island.name.startsWith(`${owner}.`)) {
        throw new Error(`Island "${island.name}" of ${owner} must be named "${owner}.<Component>"`);
      }
      if (declared.has(island.name)) throw new Error(`Island "${island.name}" is declared twice`);
      declared.set(island.name, { island, source: projectPath(island.file) });
    }
  }
  return declared;
}

/** The declaration of an island a page rendered; an undeclared one (or another island under its name) is an error. */
export function declaredIsland(islands: DeclaredIslands, island: IslandDefinition): DeclaredIsland {
  const declared = islands.get(island.name);
  if (declared?.island !== island) throw new UndeclaredIslandError(island.name);
  return declared;
}
