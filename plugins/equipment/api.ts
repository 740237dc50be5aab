import type { PluginContext } from '../../core/plugin/define-plugin.ts';
import type { EquipmentDatabase } from './equipment.table.ts';
import type { PortalRouter } from '../../core/plugin/router.ts';
import { serveCrud } from '../../lib/records/crud.ts';
import { serveSearch } from '../../lib/records/search.ts';
import { equipmentResource, equipmentSearch } from './equipment.resource.ts';

/** `POST /api/test-equipment/search`, then `GET/POST /api/test-equipment` and `GET/PUT/DELETE /api/test-equipment/:id`. */
export function equipmentApi(ctx: PluginContext<EquipmentDatabase>): PortalRouter {
  const router = ctx.http.api();
  serveSearch(router, ctx.db, equipmentSearch);
  serveCrud(router, ctx, equipmentResource(ctx.config.labTimeZone));
  return router;
}
