import { NotFoundError } from '../../core/errors.ts';
import { idParams } from '../../core/http/params.ts';
import { actorOf, companyScopeOf } from '../../core/http/request.ts';
import { messageAnswer } from '../../core/http/answers.ts';
import { ok } from '../../core/http/respond.ts';
import type { PluginContext } from '../../core/plugin/define-plugin.ts';
import type { PortalRouter } from '../../core/plugin/router.ts';
import { serveTable } from '../../core/table/serve.ts';
import { inspectorAnswer, inspectorSearchAnswer, savedInspectorAnswer } from './answers.ts';
import type { InspectorsDatabase } from './inspectors.table.ts';
import { createInspector, editInspector, removeInspector } from './inspectors.service.ts';
import { findInspector, restrictToScope, searchInspectors } from './inspectors.repository.ts';
import { inspectorsTableModel } from './inspectors.model.ts';
import { INSPECTOR_MESSAGES, SEARCH_MIN_CHARS } from './messages.ts';
import { INSPECTORS_PERMISSION as P } from './permissions.ts';
import { inspectorInputSchema, inspectorSearchSchema } from './schema.ts';
import { present, savedMessage } from './rules.ts';

const ONE = '/api/inspectors/:id{[0-9]+}';

/** The inspectors calls of the call catalogue: the list, one inspector, writes and the autosuggest. */
export function inspectorsApi(ctx: PluginContext<InspectorsDatabase>): PortalRouter {
  const router = ctx.http.api();
  serveTable(
    router,
    '/api/inspectors',
    { permission: P.read, summary: 'The inspectors list (a customer sees its own)' },
    inspectorsTableModel,
    {
      db: ctx.db,
      restrict: (query, c) => restrictToScope(query, companyScopeOf(c)),
    },
  );

  router.post(
    '/api/inspectors/search',
    {
      permission: P.read,
      summary: 'The inspector autosuggest, from 3 characters',
      body: inspectorSearchSchema,
      response: inspectorSearchAnswer,
    },
    async (c) => {
      const { query, customerId } = c.req.valid('json');
      // The autosuggest asks from three characters; shorter finds nobody rather than everybody.
      if (query.length < SEARCH_MIN_CHARS) return ok(c, { inspectors: [] });
      const scope = companyScopeOf(c);
      // A customer's search is its own company's whatever it names; the scope narrows it.
      const rows = await searchInspectors(ctx.db, query, scope.all ? (customerId ?? null) : null, scope);
      return ok(c, { inspectors: rows.map(present) });
    },
  );

  router.get(ONE, { permission: P.read, summary: 'One inspector', params: idParams, response: inspectorAnswer }, async (c) => {
    const inspector = await findInspector(ctx.db, c.req.valid('param').id, companyScopeOf(c));
    if (!inspector) throw new NotFoundError(INSPECTOR_MESSAGES.notFound);
    return ok(c, { inspector: present(inspector) });
  });

  router.post(
    '/api/inspectors',
    { permission: P.write, summary: 'Creates an inspector', body: inspectorInputSchema, status: 201, response: savedInspectorAnswer },
    async (c) => {
      const inspector = await createInspector(ctx, actorOf(c), c.req.valid('json'));
      return ok(c, { inspector, message: savedMessage(companyScopeOf(c)) }, 201);
    },
  );

  router.put(
    ONE,
    {
      permission: P.write,
      summary: 'Saves an inspector (a stale `version` is a 409)',
      params: idParams,
      body: inspectorInputSchema,
      response: savedInspectorAnswer,
    },
    async (c) => {
      const inspector = await editInspector(ctx, actorOf(c), c.req.valid('param').id, c.req.valid('json'));
      return ok(c, { inspector, message: savedMessage(companyScopeOf(c)) });
    },
  );

  router.delete(
    ONE,
    { permission: P.write, summary: 'Deletes an inspector that no pickup names', params: idParams, response: messageAnswer },
    async (c) => {
      await removeInspector(ctx, actorOf(c), c.req.valid('param').id);
      return ok(c, { message: INSPECTOR_MESSAGES.deleted });
    },
  );
  return router;
}
