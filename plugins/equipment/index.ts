import { definePlugin } from '../../core/plugin/define-plugin.ts';
import { equipmentApi } from './api.ts';
import type { EquipmentDatabase } from './equipment.table.ts';
import { equipmentPages } from './pages.tsx';
import { EQUIPMENT_PERMISSION, equipmentPermissions } from './permissions.ts';
import { seedDemoEquipment } from './seed.ts';

export { equipmentService } from './read-model.ts';
export type { Equipment } from './equipment.resource.ts';
export type { EquipmentDatabase } from './equipment.table.ts';

/** Test equipment (name, calibration dates, details) listed on composite-panel reports. */
export default definePlugin<EquipmentDatabase>({
  id: 'equipment',
  permissions: equipmentPermissions,
  migrations: new URL('./migrations/', import.meta.url),
  nav: [{ label: 'Test Equipment', href: '/admin/test-equipment', permission: EQUIPMENT_PERMISSION.manage, order: 140 }],
  api: equipmentApi,
  pages: equipmentPages,
  async seed(ctx, { demo }) {
    if (demo) await seedDemoEquipment(ctx.db);
  },
});
