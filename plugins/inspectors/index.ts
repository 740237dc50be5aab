import { definePlugin } from '../../core/plugin/define-plugin.ts';
import type { InspectorsDatabase } from './inspectors.table.ts';
import { inspectorsApi } from './api.ts';
import { inspectorsPages } from './pages.tsx';
import { INSPECTORS_PERMISSION, inspectorsPermissions } from './permissions.ts';
import { seedDemoInspectors } from './seed.ts';

export { inspectorsService } from './read-model.ts';
export type { InspectorsDatabase } from './inspectors.table.ts';
export { seedScaleInspectors } from './seed.ts';

/**
 * Inspectors: the people who order pickups at job sites. Staff keep the lab's list at
 * /admin/inspectors; a customer keeps its own at /customers/inspectors. Browser code of other
 * plugins takes the New Inspector dialog from `client.ts`.
 */
export default definePlugin<InspectorsDatabase>({
  id: 'inspectors',
  dependsOn: ['customers'],
  permissions: inspectorsPermissions,
  migrations: new URL('./migrations/', import.meta.url),
  nav: [
    { label: 'Inspectors', href: '/admin/inspectors', permission: INSPECTORS_PERMISSION.staffScreens, order: 70 },
    { label: 'Inspectors', href: '/customers/inspectors', permission: INSPECTORS_PERMISSION.ownScreens, order: 70 },
  ],
  api: inspectorsApi,
  pages: inspectorsPages,
  async seed(ctx, { demo }) {
    if (demo) await seedDemoInspectors(ctx.db);
  },
});
