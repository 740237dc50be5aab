import { FolderStore } from '../../core/files/folder-store.server.ts';
import { isUploadName } from './rules.ts';

/** The upload folder on disk: only names the server makes are read or written. */
export class UploadStore extends FolderStore {
  /** `folder` is the portal's `uploadsDir`: `<dataDir>/uploads`, or a folder several processes share. */
  constructor(folder: string) {
    super(folder, isUploadName);
  }
}
