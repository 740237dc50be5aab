import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { declaredIsland, type DeclaredIslands } from '../islands/declared.ts';
import type { AssetManifest } from '../islands/manifest.ts';
import { IslandCollector, IslandCollectorContext } from './island.tsx';

export interface DocumentParts {
  title: string;
  body: ReactElement;
  assets: AssetManifest | null;
  /** The islands the enabled plugins declare: a page may render only these. */
  islands: DeclaredIslands;
  /** The request's Content-Security-Policy nonce, on every script element the page writes. */
  nonce?: string | undefined;
  /** The web app manifest of an installable page, linked with the theme colour of its bar. */
  manifest?: string | undefined;
}

/** The colour of an installed app's bar: the shell's white top bar. */
export const THEME_COLOR = '#ffffff';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/**
 * Renders a whole HTML page. The body renders first so the islands it used are known; the
 * head then links only their chunks. A page without islands loads the shell script alone.
 * An island no enabled plugin declares is an error here, never a marker left without a chunk.
 */
export function renderDocument({ title, body, assets, islands, nonce, manifest }: DocumentParts): string {
  const collector = new IslandCollector(nonce);
  const nonceAttribute = nonce ? ` nonce="${escapeHtml(nonce)}"` : '';
  const html = renderToString(<IslandCollectorContext.Provider value={collector}>{body}</IslandCollectorContext.Provider>);
  const used = [...collector.used.values()].map((island) => declaredIsland(islands, island));
  const head: string[] = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    '<link rel="icon" href="data:,">',
  ];
  if (manifest) head.push(`<link rel="manifest" href="${escapeHtml(manifest)}">`, `<meta name="theme-color" content="${THEME_COLOR}">`);
  if (assets?.stylesheet) head.push(`<link rel="stylesheet" href="${assets.stylesheet}">`);
  if (assets?.shellScript) head.push(`<script type="module"${nonceAttribute} src="${assets.shellScript}"></script>`);
  if (assets && used.length > 0) {
    const chunks: Record<string, string> = {};
    const preloads = new Set<string>();
    for (const { island, source } of used) {
      const chunk = assets.chunk(source);
      if (!chunk) continue;
      chunks[island.name] = chunk;
      for (const url of assets.preloads(source)) preloads.add(url);
    }
    for (const url of preloads) head.push(`<link rel="modulepreload" href="${url}">`);
    head.push(`<script type="application/json"${nonceAttribute} id="island-chunks">${JSON.stringify(chunks)}</script>`);
    if (assets.islandsRuntime) head.push(`<script type="module"${nonceAttribute} src="${assets.islandsRuntime}"></script>`);
  }
  return `<!doctype html><html lang="en"><head>${head.join('')}</head><body>${html}</body></html>`;
}
