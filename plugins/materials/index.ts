import { definePlugin } from '../../core/plugin/define-plugin.ts';
import { materialsApi } from './api.ts';
import type { MaterialsDatabase } from './materials.table.ts';
import { materialsPages } from './pages.tsx';
import { MATERIALS_PERMISSION, materialsPermissions } from './permissions.ts';
import { seedDemoMaterials } from './seed.ts';

export { materialsService } from './read-model.ts';
export type { Material } from './materials.resource.ts';
export type { MaterialsDatabase } from './materials.table.ts';

/** Materials (manufacturer, type, plies, thickness) named on composite-panel reports. */
export default definePlugin<MaterialsDatabase>({
  id: 'materials',
  permissions: materialsPermissions,
  migrations: new URL('./migrations/', import.meta.url),
  nav: [{ label: 'Materials', href: '/admin/materials', permission: MATERIALS_PERMISSION.manage, order: 130 }],
  api: materialsApi,
  pages: materialsPages,
  async seed(ctx, { demo }) {
    if (demo) await seedDemoMaterials(ctx.db);
  },
});
