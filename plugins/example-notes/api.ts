import { NotFoundError } from '../../core/errors.ts';
import { ID, idParams } from '../../core/http/params.ts';
import { actorOf } from '../../core/http/request.ts';
import { ok } from '../../core/http/respond.ts';
import type { PluginContext } from '../../core/plugin/define-plugin.ts';
import type { PortalRouter } from '../../core/plugin/router.ts';
import { serveTable } from '../../core/table/serve.ts';
import { notesTableModel } from './notes.model.ts';
import { findNote } from './notes.repository.ts';
import { createNote, NOTE_NOT_FOUND, presentNote, removeNote, saveNote } from './notes.service.ts';
import type { NotesDatabase } from './notes.table.ts';
import { NOTES_PERMISSION as P } from './permissions.ts';
import { noteInputSchema } from './schema.ts';

/**
 * Handlers are thin: the route describes its permission and input (validated, and published in
 * the OpenAPI document), the handler calls the service with `actorOf(c)` and answers.
 */
export function notesApi(ctx: PluginContext<NotesDatabase>): PortalRouter {
  const router = ctx.http.api();
  serveTable(router, '/api/example-notes', { permission: P.read, summary: 'The notes list' }, notesTableModel, { db: ctx.db });

  router.get(`/api/example-notes/${ID}`, { permission: P.read, summary: 'One note', params: idParams }, async (c) => {
    const note = await findNote(ctx.db, c.req.valid('param').id);
    if (!note) throw new NotFoundError(NOTE_NOT_FOUND);
    return ok(c, { note: presentNote(note) });
  });

  router.post('/api/example-notes', { permission: P.write, summary: 'Creates a note', body: noteInputSchema, status: 201 }, async (c) =>
    ok(c, { note: await createNote(ctx, actorOf(c), c.req.valid('json')) }, 201),
  );

  router.put(
    `/api/example-notes/${ID}`,
    { permission: P.write, summary: 'Saves a note (a stale `version` is a 409)', params: idParams, body: noteInputSchema },
    async (c) => ok(c, { note: await saveNote(ctx, actorOf(c), c.req.valid('param').id, c.req.valid('json')) }),
  );

  router.delete(
    `/api/example-notes/${ID}`,
    { permission: P.write, summary: 'Deletes a note that is not pinned', params: idParams },
    async (c) => {
      await removeNote(ctx, actorOf(c), c.req.valid('param').id);
      return ok(c);
    },
  );
  return router;
}
