import type { PluginContext } from '../../core/plugin/define-plugin.ts';
import type { SampleTypesDatabase } from './sample-types.table.ts';
import type { PortalRouter } from '../../core/plugin/router.ts';
import { sampleTypeResource, testTypeResource } from './sample-types.resource.ts';
import { serveCrud } from '../../lib/records/crud.ts';

/**
 * `GET/POST /api/sample-types`, `GET/PUT/DELETE /api/sample-types/:id` (answering `sampleType`),
 * and the same for `/api/test-types` (answering `testType`). The lists are the generic table.
 */
export function sampleTypesApi(ctx: PluginContext<SampleTypesDatabase>): PortalRouter {
  const router = ctx.http.api();
  serveCrud(router, ctx, sampleTypeResource);
  serveCrud(router, ctx, testTypeResource);
  return router;
}
