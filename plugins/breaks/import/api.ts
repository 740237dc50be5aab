import { idParams, ID } from '../../../core/http/params.ts';
import { actorOf } from '../../../core/http/request.ts';
import { ok } from '../../../core/http/respond.ts';
import type { PluginContext } from '../../../core/plugin/define-plugin.ts';
import type { PortalRouter } from '../../../core/plugin/router.ts';
import { headersAnswer, importedAnswer, mappingAnswer, mappingsAnswer, previewAnswer } from '../answers.ts';
import type { BreaksDatabase } from '../breaks.table.ts';
import { BREAKS_PERMISSION as P } from '../permissions.ts';
import { confirmImport, IMPORT_ANSWER, previewImport, readImportFile } from './import.service.ts';
import { createMapping, listMappings, updateMapping } from './mappings.ts';
import { importConfirmSchema, importFileSchema, importMappingSchema, importPreviewSchema } from './schema.ts';

/**
 * Importing a compression machine's CSV export: the file's columns, the machines' saved column
 * mappings, the preview of what would be recorded, and recording it in one transaction.
 */
export function importRoutes(ctx: PluginContext<BreaksDatabase>, router: PortalRouter): void {
  const { db } = ctx;
  const base = '/api/break-report/import';

  router.get(
    `${base}/mappings`,
    { permission: P.read, summary: "The machines' saved column mappings", response: mappingsAnswer },
    async (c) => ok(c, { mappings: await listMappings(db) }),
  );

  router.post(
    `${base}/mappings`,
    {
      permission: P.write,
      summary: "Saves a machine's column mapping (one per machine)",
      body: importMappingSchema,
      status: 201,
      response: mappingAnswer,
    },
    async (c) => ok(c, { mapping: await createMapping(db, actorOf(c), c.req.valid('json')) }, 201),
  );

  router.put(
    `${base}/mappings/${ID}`,
    {
      permission: P.write,
      summary: "Changes a machine's column mapping (a stale `version` is a 409)",
      params: idParams,
      body: importMappingSchema,
      response: mappingAnswer,
    },
    async (c) => ok(c, { mapping: await updateMapping(db, actorOf(c), c.req.valid('param').id, c.req.valid('json')) }),
  );

  router.post(
    `${base}/headers`,
    {
      permission: P.write,
      summary: "The column headers of a machine's CSV export, to map them",
      body: importFileSchema,
      response: headersAnswer,
    },
    async (c) => {
      const csv = readImportFile(c.req.valid('json').csv);
      return ok(c, { headers: csv.headers, rows: csv.rows.length });
    },
  );

  router.post(
    `${base}/preview`,
    {
      permission: P.write,
      summary: 'What importing the file would record: matched rows with their judged results, unmatched rows with why',
      body: importPreviewSchema,
      response: previewAnswer,
    },
    async (c) => ok(c, { preview: await previewImport(ctx, actorOf(c), c.req.valid('json')) }),
  );

  router.post(
    base,
    {
      permission: P.write,
      summary: 'Records the previewed file in one transaction (409 when anything differs from the preview)',
      body: importConfirmSchema,
      status: 201,
      response: importedAnswer,
    },
    async (c) => {
      const imported = await confirmImport(ctx, actorOf(c), c.req.valid('json'));
      return ok(c, { imported, message: IMPORT_ANSWER.recorded(imported.matched.length) }, 201);
    },
  );
}
