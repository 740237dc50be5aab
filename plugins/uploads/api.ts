import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import type { Kysely } from 'kysely';
import { InputError, NotAllowedError, NotFoundError } from '../../core/errors.ts';
import { noSuchOwner, ownerExists } from './owners.ts';
import type { AppEnv } from '../../core/http/env.ts';
import { ok } from '../../core/http/respond.ts';
import type { PluginContext } from '../../core/plugin/define-plugin.ts';
import type { PortalRouter } from '../../core/plugin/router.ts';
import { serveTable } from '../../core/table/serve.ts';
import { UPLOADS_PERMISSION } from './permissions.ts';
import {
  BAD_PREFIX,
  MAX_UPLOAD_BYTES,
  NOT_AN_IMAGE,
  TOO_LARGE,
  isUploadName,
  mayChange,
  mayTouch,
  NOT_YOURS_TO_CHANGE,
  newFileName,
  parsePrefix,
  sniffImage,
} from './rules.ts';
import { UploadStore } from './storage.server.ts';
import { findUpload, presentUpload, visibleTo, type Viewer } from './uploads.repository.ts';
import { uploadsTableModel } from './uploads.model.ts';
import type { UploadsDatabase } from './uploads.table.ts';

/** Room for the multipart envelope around a 10 MB image; the image itself is measured exactly. */
const ENVELOPE_BYTES = 64 * 1024;
const CHOOSE_IMAGE = 'Choose an image to upload';

const viewerOf = (c: Context<AppEnv>): Viewer => c.get('auth')!.user;

function tooLarge(): never {
  throw new HTTPException(413, { message: TOO_LARGE });
}

/** The form's `image` part, if it is a file. */
function filePart(value: unknown): File | undefined {
  return typeof value === 'object' && value !== null && 'arrayBuffer' in value ? (value as File) : undefined;
}

/**
 * `POST /api/uploads` (multipart: `image`, `prefix`), `GET` and `DELETE /api/uploads/:fileName`,
 * and `GET /api/uploads`, the generic table of stored images (`conditions={"prefix":...}` for one record's).
 */
export function uploadsApi(ctx: PluginContext): PortalRouter {
  const router = ctx.apiRouter();
  const db = ctx.db as Kysely<UploadsDatabase>;
  const store = new UploadStore(ctx.config.dataDir);

  /** The stored file the viewer may touch, or a 404 for any other name, as if it did not exist. */
  async function visibleFile(c: Context<AppEnv>) {
    const fileName = c.req.param('fileName') ?? '';
    const row = isUploadName(fileName) ? await findUpload(db, fileName, viewerOf(c)) : undefined;
    if (!row) throw new NotFoundError('Image not found');
    return row;
  }

  serveTable(router, '/api/uploads', UPLOADS_PERMISSION.read, uploadsTableModel(ctx.config.labTimeZone), {
    db,
    restrict: (query, c) => visibleTo(query, viewerOf(c)),
  });

  router.post(
    '/api/uploads',
    UPLOADS_PERMISSION.create,
    bodyLimit({ maxSize: MAX_UPLOAD_BYTES + ENVELOPE_BYTES, onError: tooLarge }),
    async (c) => {
      const form = await c.req.parseBody().catch(() => {
        throw new InputError('Send the image as multipart form data', { image: CHOOSE_IMAGE });
      });
      const prefix = typeof form.prefix === 'string' ? form.prefix : '';
      const owner = parsePrefix(prefix);
      if (!owner) throw new InputError(BAD_PREFIX, { prefix: BAD_PREFIX });
      if (!mayTouch(viewerOf(c), owner)) throw new NotFoundError('Not found');
      if (!mayChange(viewerOf(c), owner)) throw new NotAllowedError(NOT_YOURS_TO_CHANGE);
      if (!(await ownerExists(db, owner))) throw new InputError(noSuchOwner(owner), { prefix: noSuchOwner(owner) });
      const image = filePart(form.image);
      if (!image || image.size === 0) throw new InputError(CHOOSE_IMAGE, { image: CHOOSE_IMAGE });
      if (image.size > MAX_UPLOAD_BYTES) tooLarge();
      const bytes = new Uint8Array(await image.arrayBuffer());
      const kind = sniffImage(bytes);
      if (!kind) throw new InputError(NOT_AN_IMAGE, { image: NOT_AN_IMAGE });

      const fileName = newFileName(prefix, kind, randomBytes(16));
      await store.write(fileName, bytes);
      try {
        const row = await db.transaction().execute(async (trx) => {
          const created = await trx
            .insertInto('uploads')
            .values({
              fileName,
              prefix,
              ownerKind: owner.kind,
              ownerId: owner.id,
              contentType: kind.contentType,
              sizeBytes: bytes.length,
              uploadedBy: c.get('auth')!.user.id,
            })
            .returningAll()
            .executeTakeFirstOrThrow();
          await ctx.audit.record(trx, {
            entity: 'upload',
            recordId: fileName,
            action: 'create',
            after: presentUpload(created),
            actor: ctx.audit.actorOf(c),
          });
          return created;
        });
        return ok(c, { upload: presentUpload(row) }, 201);
      } catch (error) {
        await store.remove(fileName);
        throw error;
      }
    },
  );

  router.get('/api/uploads/:fileName', UPLOADS_PERMISSION.read, async (c) => {
    const row = await visibleFile(c);
    const bytes = await store.read(row.fileName);
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
  });

  router.delete('/api/uploads/:fileName', UPLOADS_PERMISSION.delete, async (c) => {
    const row = await visibleFile(c);
    if (!mayChange(viewerOf(c), { kind: row.ownerKind, id: row.ownerId })) throw new NotAllowedError(NOT_YOURS_TO_CHANGE);
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('uploads').where('id', '=', row.id).execute();
      await ctx.audit.record(trx, {
        entity: 'upload',
        recordId: row.fileName,
        action: 'delete',
        before: presentUpload(row),
        actor: ctx.audit.actorOf(c),
      });
    });
    // After the commit: a failed commit must not leave a record without its file.
    await store.remove(row.fileName);
    return ok(c);
  });
  return router;
}
