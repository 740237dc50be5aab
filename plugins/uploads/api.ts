import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { z } from 'zod';
import { InputError, NotFoundError } from '../../core/errors.ts';
import type { SignedInEnv } from '../../core/http/env.ts';
import { actorOf } from '../../core/http/request.ts';
import { okAnswer } from '../../core/http/answers.ts';
import { ok } from '../../core/http/respond.ts';
import type { PluginContext } from '../../core/plugin/define-plugin.ts';
import type { PortalRouter } from '../../core/plugin/router.ts';
import { serveTable } from '../../core/table/serve.ts';
import { uploadAnswer } from './answers.ts';
import { noSuchOwner, ownerExists } from './owners.ts';
import { UPLOADS_PERMISSION as P } from './permissions.ts';
import { CHOOSE_IMAGE, checkImageForm, isUploadName, MAX_UPLOAD_BYTES, TOO_LARGE, TooLargeError } from './rules.ts';
import { uploadStore } from './storage.server.ts';
import { findUpload, visibleTo } from './uploads.repository.ts';
import { uploadsTableModel } from './uploads.model.ts';
import { removeUpload, storeUpload } from './uploads.service.ts';
import type { UploadsDatabase } from './uploads.table.ts';
import { MEDIA_TYPES } from '../../core/http/media-types.ts';

/** Room for the multipart envelope around a 10 MB image; the image itself is measured exactly. */
const ENVELOPE_BYTES = 64 * 1024;

const fileParams = z.object({ fileName: z.string() });

function tooLarge(): never {
  throw new HTTPException(413, { message: TOO_LARGE });
}

/**
 * `POST /api/uploads` (multipart: `image`, `prefix`, optional `clientKey`), `GET` and `DELETE /api/uploads/:fileName`,
 * and `GET /api/uploads`, the generic table of stored images (`conditions={"prefix":...}` for one record's).
 */
export function uploadsApi(ctx: PluginContext<UploadsDatabase>): PortalRouter {
  const router = ctx.http.api();
  const { db } = ctx;
  const deps = { db, audit: ctx.audit, store: uploadStore(ctx.config) };

  /** The stored file the user may touch, or a 404 for any other name, as if it did not exist. */
  async function visibleFile(c: Context<SignedInEnv>, fileName: string) {
    const row = isUploadName(fileName) ? await findUpload(db, fileName, c.get('auth').user) : undefined;
    if (!row) throw new NotFoundError('Image not found');
    return row;
  }

  serveTable(
    router,
    '/api/uploads',
    { permission: P.read, summary: "Stored images (a customer sees its own company's)" },
    uploadsTableModel(ctx.config.labTimeZone),
    {
      db,
      restrict: (query, c) => visibleTo(query, c.get('auth').user),
    },
  );

  router.post(
    '/api/uploads',
    {
      permission: P.create,
      summary:
        'Stores a jpg, png or gif of at most 10 MB under `customer_{id}`, `report_{id}` or `pickup_{id}` (multipart: `image`, `prefix`, and `clientKey`, a UUID: sent again, it answers the image stored the first time)',
      status: 201,
      response: uploadAnswer,
      middleware: [bodyLimit({ maxSize: MAX_UPLOAD_BYTES + ENVELOPE_BYTES, onError: tooLarge })],
    },
    async (c) => {
      const form = await c.req.parseBody().catch((error: unknown) => {
        throw new InputError('Send the image as multipart form data', { image: CHOOSE_IMAGE }, { cause: error });
      });
      const image = await checkImageForm(form, c.get('auth').user).catch((error: unknown) => {
        if (error instanceof TooLargeError) tooLarge();
        throw error;
      });
      // Images are kept only under a record that exists.
      if (!(await ownerExists(db, ctx.extensions, image.owner, c.get('auth').user)))
        throw new InputError(noSuchOwner(image.owner), { prefix: noSuchOwner(image.owner) });
      return ok(c, { upload: await storeUpload(deps, actorOf(c), image) }, 201);
    },
  );

  router.get(
    '/api/uploads/:fileName',
    { permission: P.read, summary: 'The image itself', params: fileParams, answers: 'file', media: [MEDIA_TYPES.image] },
    async (c) => {
      const row = await visibleFile(c, c.req.valid('param').fileName);
      const bytes = await deps.store.read(row.fileName);
      if (!bytes) {
        ctx.log.warning('An uploaded image is missing from the upload folder', { fileName: row.fileName });
        throw new NotFoundError('Image not found');
      }
      c.header('Content-Type', row.contentType);
      c.header('Content-Disposition', `inline; filename="${row.fileName}"`);
      c.header('X-Content-Type-Options', 'nosniff');
      c.header('Content-Security-Policy', "default-src 'none'");
      c.header('Cache-Control', 'private, max-age=3600');
      return c.body(bytes as Uint8Array<ArrayBuffer>);
    },
  );

  router.delete(
    '/api/uploads/:fileName',
    { permission: P.delete, summary: 'Deletes an image and its file', params: fileParams, response: okAnswer },
    async (c) => {
      const row = await visibleFile(c, c.req.valid('param').fileName);
      await removeUpload(deps, actorOf(c), row);
      return ok(c);
    },
  );
  return router;
}
