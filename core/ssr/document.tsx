import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { AssetManifest } from '../islands/manifest.ts';
import { IslandCollector, IslandCollectorContext } from './island.tsx';

export interface DocumentParts {
  title: string;
  body: ReactElement;
  assets: AssetManifest | null;
  /** Source file of each island name, to find its chunk in the manifest. */
  islandSources: ReadonlyMap<string, string>;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/**
 * Renders a whole HTML page. The body renders first so the islands it used are known; the
 * head then links only their chunks. A page without islands loads the shell script alone.
 */
export function renderDocument({ title, body, assets, islandSources }: DocumentParts): string {
  const collector = new IslandCollector();
  const html = renderToString(<IslandCollectorContext.Provider value={collector}>{body}</IslandCollectorContext.Provider>);
  const head: string[] = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    '<link rel="icon" href="data:,">',
  ];
  if (assets?.stylesheet) head.push(`<link rel="stylesheet" href="${assets.stylesheet}">`);
  if (assets?.shellScript) head.push(`<script type="module" src="${assets.shellScript}"></script>`);
  if (assets && collector.used.size > 0) {
    const chunks: Record<string, string> = {};
    const preloads = new Set<string>();
    for (const name of collector.used) {
      const source = islandSources.get(name);
      const chunk = source ? assets.chunk(source) : undefined;
      if (!source || !chunk) continue;
      chunks[name] = chunk;
      for (const url of assets.preloads(source)) preloads.add(url);
    }
    for (const url of preloads) head.push(`<link rel="modulepreload" href="${url}">`);
    head.push(`<script type="application/json" id="island-chunks">${JSON.stringify(chunks)}</script>`);
    if (assets.islandsRuntime) head.push(`<script type="module" src="${assets.islandsRuntime}"></script>`);
  }
  return `<!doctype html><html lang="en"><head>${head.join('')}</head><body>${html}</body></html>`;
}
