import type { PluginContext } from '../../core/plugin/define-plugin.ts';
import type { MaterialsDatabase } from './materials.table.ts';
import type { PortalRouter } from '../../core/plugin/router.ts';
import { serveCrud } from '../../lib/records/crud.ts';
import { serveSearch } from '../../lib/records/search.ts';
import { materialResource, materialSearch } from './materials.resource.ts';

/** `POST /api/materials/search` (before `:id`), then `GET/POST /api/materials` and `GET/PUT/DELETE /api/materials/:id`. */
export function materialsApi(ctx: PluginContext<MaterialsDatabase>): PortalRouter {
  const router = ctx.http.api();
  serveSearch(router, ctx.db, materialSearch);
  serveCrud(router, ctx, materialResource);
  return router;
}
