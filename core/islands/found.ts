import type { ComponentType } from 'react';
import { z } from 'zod';
import { portalIslands, type IslandDefinition, type PortalIslands } from '../ssr/island.tsx';
import { islandFiles, type IslandFile } from './files.ts';

/** An island file that does not export what the convention asks. */
export class IslandFileError extends Error {
  override readonly name = 'IslandFileError';
  constructor(file: IslandFile, what: string) {
    super(`${file.source} is an island file: ${what}`);
  }
}

/**
 * The island a file's module gives: its default export is the component, `props` the zod schema
 * of its props, and `rendersFromPropsAlone`, when exported, a boolean.
 */
export function islandOf(file: IslandFile, module: Record<string, unknown>): IslandDefinition {
  const { default: component, props, rendersFromPropsAlone = false } = module;
  if (typeof component !== 'function') throw new IslandFileError(file, 'it must default-export its component');
  if (!(props instanceof z.ZodType)) throw new IslandFileError(file, 'it must export `props`, the zod schema of its props');
  if (typeof rendersFromPropsAlone !== 'boolean') throw new IslandFileError(file, '`rendersFromPropsAlone` must be true or false');
  return {
    name: file.name,
    source: file.source,
    props: props as z.ZodType<object>,
    component: component as ComponentType<object>,
    rendersFromPropsAlone,
  };
}

/**
 * Imports the island files of core and the enabled plugins, once at start-up (the pages import
 * them anyway): what a page may render, found by the component it renders.
 */
export async function importIslands(pluginIds: readonly string[]): Promise<PortalIslands> {
  const files = islandFiles(pluginIds);
  const islands = await Promise.all(files.map(async (file) => islandOf(file, (await import(file.module.href)) as Record<string, unknown>)));
  return portalIslands(islands);
}
