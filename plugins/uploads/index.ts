import { definePlugin } from '../../core/plugin/define-plugin.ts';
import { extend } from '../../core/plugin/extension-points.ts';
import { pickupPagePanels } from '../pickups/index.ts';
import { pickupPhotosPanel } from './pickup-photos.tsx';
import type { UploadsDatabase } from './uploads.table.ts';
import { uploadsApi } from './api.ts';
import { uploadsPages } from './pages.tsx';
import { UPLOADS_PERMISSION, uploadsPermissions } from './permissions.ts';

export { uploadsService } from './read-model.ts';
export { uploadOwners } from './extension-points.ts';
export type { Owner as UploadOwner } from './rules.ts';
export type { Upload } from './uploads.repository.ts';
export type { UploadsDatabase } from './uploads.table.ts';

/**
 * Image uploads: customers' report header images (`customer_{id}`), reports' panel images
 * and graphs (`report_{id}`) and the driver's photos of the samples on a pickup (`pickup_{id}`), checked by content, stored in the `uploadsDir` setting's folder (`<dataDir>/uploads` by default) with their
 * records in the database. Other islands embed `islands/ImageDropzone.tsx`.
 */
export default definePlugin<UploadsDatabase>({
  id: 'uploads',
  // A customer's header image is stored only under a customer that exists, a pickup's photo under a pickup.
  dependsOn: ['customers', 'pickups'],
  permissions: uploadsPermissions,
  migrations: new URL('./migrations/', import.meta.url),
  nav: [{ label: 'Uploads', href: '/admin/uploads', permission: UPLOADS_PERMISSION.manage, order: 150 }],
  api: uploadsApi,
  pages: uploadsPages,
  extensions: [extend(pickupPagePanels, pickupPhotosPanel)],
});
