import { definePlugin } from '../../core/plugin/define-plugin.ts';
import type { SavedLocationsDatabase } from './locations.table.ts';
import { locationsApi } from './api.ts';
import { locationsPages } from './pages.tsx';
import { LOCATIONS_PERMISSION, locationsPermissions } from './permissions.ts';
import { seedDemoLocations } from './seed.ts';

export { findOrCreateLocation, type FoundLocation, type LocationAddress, type LocationAudit } from './find-or-create.ts';
export type { Location } from './rules.ts';
export { savedLocationsService } from './read-model.ts';
export { locationPagePanels, type LocationPage } from './extension-points.ts';
export type { LocationRow as SavedLocationRow } from './locations.table.ts';
export type { SavedLocationsDatabase } from './locations.table.ts';

/**
 * Saved locations, shown as Project Addresses: each customer's job sites, reused by pickups.
 * Staff keep every customer's at /admin/project-addresses, a customer its own at
 * /customers/project-addresses; only staff see and set the trip charge.
 */
export default definePlugin<SavedLocationsDatabase>({
  id: 'saved-locations',
  dependsOn: ['customers'],
  permissions: locationsPermissions,
  migrations: new URL('./migrations/', import.meta.url),
  nav: [
    { label: 'Project Addresses', href: '/admin/project-addresses', permission: LOCATIONS_PERMISSION.staffScreens, order: 90 },
    { label: 'Project Addresses', href: '/customers/project-addresses', permission: LOCATIONS_PERMISSION.ownScreens, order: 90 },
  ],
  api: locationsApi,
  pages: locationsPages,
  async seed(ctx, { demo }) {
    if (demo) await seedDemoLocations(ctx.db);
  },
});
