import { allowInlineStyleElements } from '../../core/http/content-security.ts';
import { API_REFERENCE_PERMISSION } from '../../core/openapi/routes.ts';
import type { PluginContext } from '../../core/plugin/define-plugin.ts';
import type { PortalRouter } from '../../core/plugin/router.ts';
import { SCALAR_INIT_PATH, SCALAR_SCRIPT_PATH, scalarInitScript, scalarReferencePage, scalarScript } from './scalar.ts';

const JAVASCRIPT = 'text/javascript; charset=utf-8';

/** `/api/docs` and its two scripts, for whoever may read the kernel's `/api/openapi.json`. */
export function apiReferencePages(ctx: PluginContext): PortalRouter {
  const pages = ctx.http.pages();
  pages.get('/api/docs', { permission: API_REFERENCE_PERMISSION, summary: 'The interactive API reference', answers: 'page' }, async (c) => {
    // Scalar's script adds its own <style> elements; its scripts stay the portal's files alone.
    allowInlineStyleElements(c);
    return c.html(await scalarReferencePage());
  });
  pages.get(
    SCALAR_INIT_PATH,
    { permission: API_REFERENCE_PERMISSION, summary: "The reference page's start-up script", answers: 'file' },
    async (c) => c.body(await scalarInitScript(), 200, { 'content-type': JAVASCRIPT }),
  );
  pages.get(
    SCALAR_SCRIPT_PATH,
    { permission: API_REFERENCE_PERMISSION, summary: "Scalar's script, from its npm package", answers: 'file' },
    async (c) =>
      c.body((await scalarScript()) as Uint8Array<ArrayBuffer>, 200, {
        'content-type': JAVASCRIPT,
        'cache-control': 'private, max-age=86400',
      }),
  );
  return pages;
}
