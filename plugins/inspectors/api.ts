import type { Context } from 'hono';
import { z } from 'zod';
import { NotFoundError } from '../../core/errors.ts';
import type { AppEnv } from '../../core/http/env.ts';
import { ok } from '../../core/http/respond.ts';
import { parseJson, parseParams } from '../../core/http/validate.ts';
import type { PluginContext } from '../../core/plugin/define-plugin.ts';
import type { PortalRouter } from '../../core/plugin/router.ts';
import { serveTable } from '../../core/table/serve.ts';
import { createInspector, editInspector, removeInspector } from './inspector-actions.ts';
import { findInspector, restrictToScope, searchInspectors } from './inspectors.repository.ts';
import { inspectorsTableModel } from './inspectors.model.ts';
import { INSPECTOR_MESSAGES, SEARCH_MIN_CHARS } from './messages.ts';
import { INSPECTORS_PERMISSION as P } from './permissions.ts';
import { inspectorInputSchema, inspectorSearchSchema } from './schema.ts';
import { present, savedMessage, scopeOf } from './service.ts';

const idParam = z.object({
  id: z.coerce.number({ error: 'Invalid id' }).int('Invalid id').positive('Invalid id').max(2_147_483_647, 'Invalid id'),
});
const ONE = '/api/inspectors/:id{[0-9]+}';

const scopeOfRequest = (c: Context<AppEnv>) => scopeOf(c.get('auth')!.user);

/** The inspectors calls of the call catalogue: the list, one inspector, writes and the autosuggest. */
export function inspectorsApi(ctx: PluginContext): PortalRouter {
  const router = ctx.apiRouter();
  serveTable(router, '/api/inspectors', P.read, inspectorsTableModel, {
    db: ctx.db,
    restrict: (query, c) => restrictToScope(query, scopeOfRequest(c)),
  });

  router.post('/api/inspectors/search', P.read, async (c) => {
    const { query, customerId } = await parseJson(c, inspectorSearchSchema);
    // The autosuggest asks from three characters; shorter finds nobody rather than everybody.
    if (query.length < SEARCH_MIN_CHARS) return ok(c, { inspectors: [] });
    const scope = scopeOfRequest(c);
    // A customer's search is its own company's whatever it names; the scope narrows it.
    const rows = await searchInspectors(ctx.db, query, scope.all ? (customerId ?? null) : null, scope);
    return ok(c, { inspectors: rows.map(present) });
  });

  router.get(ONE, P.read, async (c) => {
    const inspector = await findInspector(ctx.db, parseParams(c, idParam).id, scopeOfRequest(c));
    if (!inspector) throw new NotFoundError(INSPECTOR_MESSAGES.notFound);
    return ok(c, { inspector: present(inspector) });
  });

  router.post('/api/inspectors', P.write, async (c) => {
    const inspector = await createInspector(ctx, c, await parseJson(c, inspectorInputSchema));
    return ok(c, { inspector, message: savedMessage(scopeOfRequest(c)) }, 201);
  });

  router.put(ONE, P.write, async (c) => {
    const { id } = parseParams(c, idParam);
    const inspector = await editInspector(ctx, c, id, await parseJson(c, inspectorInputSchema));
    return ok(c, { inspector, message: savedMessage(scopeOfRequest(c)) });
  });

  router.delete(ONE, P.write, async (c) => {
    await removeInspector(ctx, c, parseParams(c, idParam).id);
    return ok(c, { message: INSPECTOR_MESSAGES.deleted });
  });
  return router;
}
