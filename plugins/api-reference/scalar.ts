import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { Scalar } from '@scalar/hono-api-reference';
import { Hono } from 'hono';
import { WEB_DIST } from '../../core/islands/manifest.ts';

export const SCALAR_SCRIPT_PATH = '/api/docs/scalar.js';
export const SCALAR_INIT_PATH = '/api/docs/init.js';

/** Where `npm run build` copies Scalar's standalone script, so a production install needs no dev dependency for it. */
export const BUILT_SCALAR_SCRIPT = new URL('scalar/standalone.js', WEB_DIST);

/** Scalar's standalone browser script, from the npm package: the reference page never loads anything from elsewhere. */
export function scalarSourceFile(): string {
  return createRequire(import.meta.url).resolve('@scalar/api-reference/browser/standalone.js');
}

let script: Promise<Uint8Array> | undefined;

/** The script as built, or straight from the package in a checkout that has not built. */
export function scalarScript(): Promise<Uint8Array> {
  return (script ??= readFile(BUILT_SCALAR_SCRIPT).catch(() => readFile(scalarSourceFile())));
}

/**
 * The reference page as Scalar's Hono middleware renders it: the document from
 * `/api/openapi.json`, tried against this portal with the caller's session, nothing loaded from
 * another site (the script from the portal, no web fonts, no telemetry). The page is the same
 * for every caller, so it is rendered once, by the middleware on an app of its own.
 */
const scalar = new Hono().get(
  '/',
  Scalar({
    url: '/api/openapi.json',
    cdn: SCALAR_SCRIPT_PATH,
    pageTitle: 'API reference',
    withDefaultFonts: false,
    telemetry: false,
  }),
);

const INLINE_SCRIPT = /<script type="text\/javascript">([\s\S]*?)<\/script>/;

let rendered: Promise<{ page: string; init: string }> | undefined;

/**
 * The page, fitted to the portal's Content-Security-Policy (scripts from the portal only, none
 * inline): the middleware's inline start-up script is served from `SCALAR_INIT_PATH` instead.
 */
function renderedOnce(): Promise<{ page: string; init: string }> {
  return (rendered ??= (async () => {
    const html = await (await scalar.request('/')).text();
    const init = INLINE_SCRIPT.exec(html)?.[1]?.trim();
    if (!init) throw new Error("The Scalar middleware's page has no start-up script");
    // No icon of its own: an empty one spares the browser asking for /favicon.ico.
    const page = html
      .replace(INLINE_SCRIPT, `<script src="${SCALAR_INIT_PATH}"></script>`)
      .replace('</head>', '<link rel="icon" href="data:," /></head>');
    return { page, init };
  })());
}

/** The reference page, its start-up script moved out to `SCALAR_INIT_PATH`. */
export async function scalarReferencePage(): Promise<string> {
  return (await renderedOnce()).page;
}

/** The middleware's start-up script, as a file of its own. */
export async function scalarInitScript(): Promise<string> {
  return (await renderedOnce()).init;
}
