import { definePlugin } from '../../core/plugin/define-plugin.ts';
import { pickupsApi } from './api.ts';
import { pickupFormPropsSchema, roadDetailsFormPropsSchema } from './islands/props.ts';
import { pickupsPages } from './pages.tsx';
import { seedDemoPickups } from './seed.ts';
import { PICKUPS_PERMISSION, pickupsPermissions } from './permissions.ts';

/**
 * Pickups: the sample sets ordered from job sites and their specimens, statuses, receiving
 * (with sub-pickups for what did not arrive), today's pickups by driver and the history.
 */
export default definePlugin({
  id: 'pickups',
  dependsOn: ['customers', 'sample-types', 'inspectors', 'saved-locations', 'users'],
  permissions: pickupsPermissions,
  migrations: new URL('./migrations/', import.meta.url),
  nav: [{ label: 'PickUps', href: '/admin/pickups', permission: PICKUPS_PERMISSION.staffScreens, order: 30 }],
  islands: [
    { name: 'pickups.PickupForm', file: new URL('./islands/PickupForm.tsx', import.meta.url), props: pickupFormPropsSchema },
    { name: 'pickups.RoadDetailsForm', file: new URL('./islands/RoadDetailsForm.tsx', import.meta.url), props: roadDetailsFormPropsSchema },
  ],
  api: pickupsApi,
  pages: pickupsPages,
  async seed(ctx, { demo }) {
    if (demo) await seedDemoPickups(ctx);
  },
});
