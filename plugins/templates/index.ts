import { fileURLToPath } from 'node:url';
import { PROJECT_ROOT } from '../../core/islands/manifest.ts';
import { definePlugin } from '../../core/plugin/define-plugin.ts';
import { templatesApi } from './api.ts';
import { formulaCommand, templateCommand } from './commands.ts';
import { loadCatalogue } from './catalogue.server.ts';
import type { Catalogue } from './catalogue.server.ts';
import { templatesPages } from './pages.tsx';
import { TEMPLATES_PERMISSION, templatesPermissions } from './permissions.ts';
import { PlaygroundIsland } from './islands.ts';

// Template packages change only with a deployment, so they are read once per process.
let loading: Promise<Catalogue> | undefined;
const catalogue = () => (loading ??= loadCatalogue(fileURLToPath(PROJECT_ROOT)));

/**
 * Report templates and the formula language they are written in (the engine in `engine/` and
 * `formula/`), with /admin/templates, its API and the playground for their authors, and the
 * `portal template` and `portal formula` commands.
 */
export default definePlugin({
  id: 'templates',
  permissions: templatesPermissions,
  nav: [{ label: 'Templates', href: '/admin/templates', permission: TEMPLATES_PERMISSION.read, order: 100 }],
  islands: [PlaygroundIsland],
  api(ctx) {
    // Started here, at start-up, so the first request does not wait for the files.
    void catalogue().then(({ entries, problems }) => {
      for (const problem of [...problems, ...entries.flatMap((entry) => entry.problems)])
        ctx.log.warning(`Template problem: ${problem.templateId}: ${problem.where}: ${problem.message}`);
    });
    return templatesApi(ctx, catalogue);
  },
  pages: (ctx) => templatesPages(ctx, catalogue),
  commands: [formulaCommand, templateCommand],
});

/** The template packages on disk, for the plugins that let a user choose a template. */
export { loadTemplatePackages } from './engine/loader.ts';
