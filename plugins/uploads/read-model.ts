import { ownTables } from '../../core/db/own-tables.ts';
import type { Kysely } from 'kysely';
import type { PortalConfig } from '../../core/config.ts';
import { isUploadName } from './rules.ts';
import { uploadStore } from './storage.server.ts';
import { listUploads, presentUpload, type Upload } from './uploads.repository.ts';
import type { UploadsDatabase } from './uploads.table.ts';

/**
 * What other plugins use of uploads: a record's images (a report's panel images, a customer's
 * header image) and their bytes, for the documents they build.
 * @example const [header] = await uploadsService.list(db, `customer_${customer.id}`);
 *          const bytes = header && (await uploadsService.read(ctx.config, header.fileName));
 */
export const uploadsService = {
  async list<D>(db: Kysely<D>, prefix: string): Promise<Upload[]> {
    // The caller's database (another plugin's type) read through this plugin's table.
    return (await listUploads(ownTables<UploadsDatabase, D>(db), prefix)).map(presentUpload);
  },
  /** The image's bytes, or undefined when there is no such file. */
  read(config: Pick<PortalConfig, 'uploadsDir' | 'uploadsS3'>, fileName: string): Promise<Uint8Array | undefined> {
    if (!isUploadName(fileName)) return Promise.resolve(undefined);
    return uploadStore(config).read(fileName);
  },
};
