import { randomBytes } from 'node:crypto';
import type { Actor } from '../../core/auth/actor.ts';
import type { PluginContext } from '../../core/plugin/define-plugin.ts';
import { newFileName, type ImageKind, type Owner } from './rules.ts';
import type { UploadStore } from './storage.server.ts';
import { deleteUploadRow, findByClientKey, insertUpload, presentUpload, type Upload } from './uploads.repository.ts';
import type { UploadRow, UploadsDatabase } from './uploads.table.ts';

export type UploadDeps = Pick<PluginContext<UploadsDatabase>, 'db' | 'audit'> & { store: UploadStore };

/** A checked image to keep: its bytes, what kind they are, and the record it belongs to. */
export interface NewImage {
  prefix: string;
  owner: Owner;
  kind: ImageKind;
  bytes: Uint8Array;
  /** The client's own id of this image: sent again, it answers the image stored the first time. */
  clientKey: string | null;
}

/** What the trail keeps of a new image: a pickup's photo carries its pickup's id, so the pickup's history shows it. */
function trailed(upload: Upload, owner: Owner) {
  return owner.kind === 'pickup' ? { ...upload, pickupId: owner.id } : upload;
}

/**
 * Stores an image under a new name and records it, with its audit entry; when the record
 * cannot be written the file goes again, so no file is left without its record. An image sent
 * again with the client key of one stored under the same record answers that one.
 */
export async function storeUpload(deps: UploadDeps, actor: Actor, image: NewImage): Promise<Upload> {
  const sentBefore = async () => (image.clientKey ? await findByClientKey(deps.db, image.prefix, image.clientKey) : undefined);
  const earlier = await sentBefore();
  if (earlier) return presentUpload(earlier);
  const fileName = newFileName(image.prefix, image.kind, randomBytes(16));
  await deps.store.write(fileName, image.bytes);
  try {
    return await deps.db.transaction().execute(async (trx) => {
      const created = presentUpload(
        await insertUpload(trx, {
          fileName,
          prefix: image.prefix,
          ownerKind: image.owner.kind,
          ownerId: image.owner.id,
          contentType: image.kind.contentType,
          sizeBytes: image.bytes.length,
          uploadedBy: actor.userId,
          clientKey: image.clientKey,
        }),
      );
      await deps.audit.record<UploadsDatabase>(trx, {
        entity: 'upload',
        recordId: fileName,
        action: 'create',
        after: trailed(created, image.owner),
        actor,
      });
      return created;
    });
  } catch (error) {
    await deps.store.remove(fileName);
    // Two resends of one photo at once: the unique key kept the first; answer it.
    const raced = await sentBefore().catch(() => undefined);
    if (raced) return presentUpload(raced);
    throw error;
  }
}

/** Deletes an image's record with its audit entry, then its file (after the commit: a failed commit keeps both). */
export async function removeUpload(deps: UploadDeps, actor: Actor, row: UploadRow): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    await deleteUploadRow(trx, row.id);
    await deps.audit.record<UploadsDatabase>(trx, {
      entity: 'upload',
      recordId: row.fileName,
      action: 'delete',
      before: presentUpload(row),
      actor,
    });
  });
  await deps.store.remove(row.fileName);
}
