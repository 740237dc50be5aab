import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { AssetManifest } from '../islands/manifest.ts';
import { IslandCollector, IslandCollectorContext, type PortalIslands } from './island.tsx';

export interface DocumentParts {
  title: string;
  body: ReactElement;
  assets: AssetManifest | null;
  /** The islands of core and the enabled plugins: a page may render only these. */
  islands: PortalIslands;
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

/** A page rendered an island the built bundles have no chunk for: it would stay as the server rendered it. */
export class UnbuiltIslandError extends Error {
  override readonly name = 'UnbuiltIslandError';
  constructor(island: string, source: string) {
    super(
      `Island "${island}" has no chunk in the built bundles (${source} is not in their manifest): build them again with \`npm run build\``,
    );
  }
}

/**
 * Renders a whole HTML page. The body renders first so the islands it used are known; the
 * head then links only their chunks. A page without islands loads the shell script alone.
 * An island that is no island file of an enabled plugin, or that the built bundles lack, is an
 * error here, never a marker left without a chunk.
 */
export function renderDocument({ title, body, assets, islands, nonce, manifest }: DocumentParts): string {
  const collector = new IslandCollector(islands, nonce);
  const nonceAttribute = nonce ? ` nonce="${escapeHtml(nonce)}"` : '';
  const html = renderToString(<IslandCollectorContext.Provider value={collector}>{body}</IslandCollectorContext.Provider>);
  const head: string[] = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    '<link rel="icon" href="data:,">',
  ];
  if (manifest) head.push(`<link rel="manifest" href="${escapeHtml(manifest)}">`, `<meta name="theme-color" content="${THEME_COLOR}">`);
  if (assets?.stylesheet) head.push(`<link rel="stylesheet" href="${assets.stylesheet}">`);
  if (assets?.shellScript) head.push(`<script type="module"${nonceAttribute} src="${assets.shellScript}"></script>`);
  if (assets && collector.used.size > 0) {
    const chunks: Record<string, string> = {};
    const preloads = new Set<string>();
    for (const { name, source } of collector.used.values()) {
      const chunk = assets.chunk(source);
      if (!chunk) throw new UnbuiltIslandError(name, source);
      chunks[name] = chunk;
      for (const url of assets.preloads(source)) preloads.add(url);
    }
    for (const url of preloads) head.push(`<link rel="modulepreload" href="${url}">`);
    head.push(`<script type="application/json"${nonceAttribute} id="island-chunks">${JSON.stringify(chunks)}</script>`);
    if (assets.islandsRuntime) head.push(`<script type="module"${nonceAttribute} src="${assets.islandsRuntime}"></script>`);
  }
  return `<!doctype html><html lang="en"><head>${head.join('')}</head><body>${html}</body></html>`;
}
