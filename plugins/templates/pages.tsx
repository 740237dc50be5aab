import { NotFoundError } from '../../core/errors.ts';
import type { PluginContext } from '../../core/plugin/define-plugin.ts';
import type { PortalRouter } from '../../core/plugin/router.ts';
import type { Catalogue } from './catalogue.server.ts';
import { TemplateList } from './components/TemplateList.tsx';
import { TemplatePage } from './components/TemplatePage.tsx';
import { templateDetail } from './detail.ts';
import { TEMPLATES_PERMISSION } from './permissions.ts';
import { templateIdParam } from './schema.ts';

/** `/admin/templates` (the list) and `/admin/templates/:id` (one template and its playground). */
export function templatesPages(ctx: PluginContext, catalogue: () => Promise<Catalogue>): PortalRouter {
  const router = ctx.http.pages();
  router.get('/admin/templates', { permission: TEMPLATES_PERMISSION.read, summary: 'The templates list', answers: 'page' }, async (c) => {
    const { entries, problems } = await catalogue();
    return ctx.http.render(c, <TemplateList templates={entries.map((entry) => entry.summary)} problems={problems} />, {
      title: 'Templates',
    });
  });
  router.get(
    '/admin/templates/:id',
    { permission: TEMPLATES_PERMISSION.read, summary: 'One template and its playground', answers: 'page', params: templateIdParam },
    async (c) => {
      const entry = (await catalogue()).find(c.req.valid('param').id);
      if (entry === undefined) throw new NotFoundError('There is no such template.');
      return ctx.http.render(c, <TemplatePage template={templateDetail(entry)} definition={entry.definition} />, {
        title: entry.summary.title,
      });
    },
  );
  return router;
}
