import type { PluginContext } from '../../core/plugin/define-plugin.ts';
import type { PickupPage } from '../pickups/index.ts';
import { UPLOADS_PERMISSION } from './permissions.ts';
import { listUploads, presentUpload, type Upload } from './uploads.repository.ts';
import type { UploadsDatabase } from './uploads.table.ts';

/** The photos of the samples the driver took at the stop, each opening full size. */
function PickupPhotos({ pickupNumber, photos }: { pickupNumber: number; photos: Upload[] }) {
  return (
    <section aria-label="Photos" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <h2 className="mb-2 text-lg font-semibold text-slate-900">Photos</h2>
      {photos.length === 0 ? (
        <p className="text-slate-600">No photos</p>
      ) : (
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {photos.map((photo, index) => (
            <li key={photo.fileName}>
              <a href={photo.url} target="_blank" rel="noreferrer">
                <img
                  src={photo.url}
                  alt={`Photo ${index + 1} of the samples of pickup ${pickupNumber}`}
                  loading="lazy"
                  className="w-full rounded-md border border-slate-200"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The Photos panel on a pickup's page, for those who may read pickups' images (the office and drivers, not customers). */
export async function pickupPhotosPanel(page: PickupPage, ctx: PluginContext<UploadsDatabase>) {
  if (page.actor.role === 'customer' || !ctx.http.permissions.allows(page.actor.role, UPLOADS_PERMISSION.read)) return null;
  const photos = (await listUploads(ctx.db, `pickup_${page.pickup.id}`)).map(presentUpload);
  return <PickupPhotos pickupNumber={page.pickup.pickupNumber} photos={photos} />;
}
