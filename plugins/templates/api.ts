import { NotFoundError } from '../../core/errors.ts';
import { ok } from '../../core/http/respond.ts';
import type { PluginContext } from '../../core/plugin/define-plugin.ts';
import type { PortalRouter } from '../../core/plugin/router.ts';
import { templateAnswer, templatesAnswer } from './answers.ts';
import type { Catalogue } from './catalogue.server.ts';
import { templateDetail } from './detail.ts';
import { TEMPLATES_PERMISSION } from './permissions.ts';
import { templateIdParam } from './schema.ts';

/**
 * `GET /api/templates` (a lookup list: `templates`, plus the problems of folders that gave no
 * template) and `GET /api/templates/:id` (`template`: fields, formulas, tables, pass rules).
 */
export function templatesApi(ctx: PluginContext, catalogue: () => Promise<Catalogue>): PortalRouter {
  const router = ctx.http.api();
  router.get(
    '/api/templates',
    {
      permission: TEMPLATES_PERMISSION.read,
      summary: 'Every template, and the problems of folders that gave none',
      response: templatesAnswer,
    },
    async (c) => {
      const { entries, problems } = await catalogue();
      return ok(c, { templates: entries.map((entry) => entry.summary), problems });
    },
  );
  router.get(
    '/api/templates/:id',
    {
      permission: TEMPLATES_PERMISSION.read,
      summary: 'One template: fields, formulas, tables, pass rules',
      params: templateIdParam,
      response: templateAnswer,
    },
    async (c) => {
      const entry = (await catalogue()).find(c.req.valid('param').id);
      if (entry === undefined) throw new NotFoundError('Template not found');
      return ok(c, { template: templateDetail(entry) });
    },
  );
  return router;
}
