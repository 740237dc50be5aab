import type { Kysely } from 'kysely';
import type { AnySelectQuery } from '../../core/table/model.ts';
import { pickupsForUploads } from '../pickups/index.ts';
import type { NewUploadRow, UploadRow, UploadsDatabase } from './uploads.table.ts';

/** Who is asking: a customer-role user sees only its own company's files, in the query itself. */
export interface Viewer {
  id: number;
  role: string;
  customerId: number | null;
}

/** Narrows a query on `uploads` to what the viewer may see: a driver its own stops' photos, a customer its company's. */
export function visibleTo<Q extends AnySelectQuery>(query: Q, viewer: Viewer): Q {
  // A driver sees the photos of its own stops only.
  if (viewer.role === 'driver')
    return pickupsForUploads.whereDrivenBy(query.where('uploads.ownerKind', '=', 'pickup') as Q, 'uploads.ownerId', viewer.id);
  if (viewer.role !== 'customer') return query;
  return query.where('uploads.ownerKind', '=', 'customer').where('uploads.ownerId', '=', viewer.customerId ?? -1) as Q;
}

/** One file's record, if the viewer may see it. */
export function findUpload(db: Kysely<UploadsDatabase>, fileName: string, viewer: Viewer): Promise<UploadRow | undefined> {
  return visibleTo(db.selectFrom('uploads').selectAll().where('uploads.fileName', '=', fileName), viewer).executeTakeFirst();
}

/** The files of one record, oldest first (the order they were added). */
export function listUploads(db: Kysely<UploadsDatabase>, prefix: string): Promise<UploadRow[]> {
  return db.selectFrom('uploads').selectAll().where('prefix', '=', prefix).orderBy('createdAt').orderBy('id').execute();
}

/** The image a client already sent under this record with this key of its own, if any. */
export function findByClientKey(db: Kysely<UploadsDatabase>, prefix: string, clientKey: string): Promise<UploadRow | undefined> {
  return db.selectFrom('uploads').selectAll().where('prefix', '=', prefix).where('clientKey', '=', clientKey).executeTakeFirst();
}

export function insertUpload(db: Kysely<UploadsDatabase>, row: NewUploadRow): Promise<UploadRow> {
  return db.insertInto('uploads').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function deleteUploadRow(db: Kysely<UploadsDatabase>, id: number): Promise<void> {
  await db.deleteFrom('uploads').where('id', '=', id).execute();
}

/** An upload as the API answers it, with the address that reads it back. */
export function presentUpload(row: UploadRow) {
  // The client's key is bookkeeping for resends, nothing a reader needs.
  return {
    fileName: row.fileName,
    prefix: row.prefix,
    contentType: row.contentType,
    size: row.sizeBytes,
    url: `/api/uploads/${row.fileName}`,
    uploadedBy: row.uploadedBy,
    createdAt: row.createdAt.toISOString(),
  };
}

export type Upload = ReturnType<typeof presentUpload>;
