import type { FileStore } from './file-store.ts';
import { FolderStore } from './folder-store.server.ts';
import type { S3Settings } from '../../core/s3-settings.ts';
import { S3Store } from './s3-store.server.ts';

/** The store of a kind of file: the bucket when one is set, else the folder. */
export function openFileStore(where: { folder: string; bucket?: S3Settings | undefined }, accepts: (name: string) => boolean): FileStore {
  return where.bucket ? new S3Store(where.bucket, accepts) : new FolderStore(where.folder, accepts);
}
