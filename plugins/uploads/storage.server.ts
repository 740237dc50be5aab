import type { PortalConfig } from '../../core/config.ts';
import type { FileStore } from '../../lib/files/file-store.ts';
import { openFileStore } from '../../lib/files/open-store.server.ts';
import { isUploadName } from './rules.ts';

/** Where uploaded images are kept: only names the server makes are read or written. */
export type UploadStore = FileStore;

/**
 * The portal's `uploadsS3` bucket when set, else the `uploadsDir` folder: `<dataDir>/uploads`,
 * or a folder several processes share.
 */
export function uploadStore(config: Pick<PortalConfig, 'uploadsDir' | 'uploadsS3'>): UploadStore {
  return openFileStore({ folder: config.uploadsDir, bucket: config.uploadsS3 }, isUploadName);
}
