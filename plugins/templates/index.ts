import { fileURLToPath } from 'node:url';
import { PROJECT_ROOT } from '../../core/islands/manifest.ts';
import { definePlugin } from '../../core/plugin/define-plugin.ts';
import { templatesApi } from './api.ts';
import { loadCatalogue } from './catalogue.server.ts';
import type { Catalogue } from './catalogue.server.ts';
import { templatesPages } from './pages.tsx';
import { TEMPLATES_PERMISSION, templatesPermissions } from './permissions.ts';

// Template packages change only with a deployment, so they are read once per process.
let loading: Promise<Catalogue> | undefined;

/**
 * Every template package of the portal, read and compiled once per process: `find(id)` gives
 * its definition (to send to a form), its compiled `template` (to evaluate results and sets)
 * and its problems.
 */
export function templateCatalogue(): Promise<Catalogue> {
  return (loading ??= loadCatalogue(fileURLToPath(PROJECT_ROOT)));
}
const catalogue = templateCatalogue;

/**
 * Report templates and the formula language they are written in (the engine in `engine/` and
 * `formula/`), with /admin/templates, its API and the playground for their authors. Its
 * `portal template` and `portal formula` commands are in commands.ts.
 */
export default definePlugin({
  id: 'templates',
  permissions: templatesPermissions,
  nav: [{ label: 'Templates', href: '/admin/templates', permission: TEMPLATES_PERMISSION.read, order: 100 }],
  api(ctx) {
    // Started here, at start-up, so the first request does not wait for the files.
    void catalogue().then(({ entries, problems }) => {
      for (const problem of [...problems, ...entries.flatMap((entry) => entry.problems)])
        ctx.log.warning(`Template problem: ${problem.templateId}: ${problem.where}: ${problem.message}`);
    });
    return templatesApi(ctx, catalogue);
  },
  pages: (ctx) => templatesPages(ctx, catalogue),
});

/** The template packages on disk, for the plugins that let a user choose a template. */
export { loadTemplatePackages } from './engine/loader.ts';
export type { Catalogue, CatalogueEntry, TemplateSummary } from './catalogue.server.ts';
/** The engine, as in client.ts, for the server's side of the same computations. */
export * from './client.ts';
/** Reports: the data a set gives the DOCX layout, and rendering it (Node only). */
export { reportData, displayText } from './engine/report-data.ts';
export { COMPOSITE_PANEL_FIELDS, DATA_SHEET_FIELDS, GENERAL_INFO_FIELDS } from './engine/report-fields.ts';
export type { ReportData, ReportInfo, LabelledValue } from './engine/report-data.ts';
export { renderLayout } from './engine/render.ts';
export type { RenderResult } from './engine/render.ts';
