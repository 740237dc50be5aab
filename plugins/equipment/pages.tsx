import type { PluginContext } from '../../core/plugin/define-plugin.ts';
import type { PortalRouter } from '../../core/plugin/router.ts';
import { Island } from '../../core/ssr/island.tsx';
import type { DataTableProps } from '../../web/table/props.ts';
import { serveRecordPages } from '../../core/crud/record-pages.tsx';
import type { EquipmentDatabase } from './equipment.table.ts';
import EquipmentForm from './islands/EquipmentForm.tsx';
import { EQUIPMENT_PERMISSION } from './permissions.ts';
import { equipmentService } from './read-model.ts';

export const EQUIPMENT_TABLE: Omit<DataTableProps, 'userId'> = {
  path: '/api/test-equipment',
  label: 'Test Equipment',
  columns: [
    { field: 'name', label: 'Name', type: 'text', link: '/admin/test-equipment/{id}' },
    { field: 'calibration', label: 'Calibration Dates', type: 'text' },
    { field: 'detailsLabel', label: 'Details Label', type: 'text' },
    { field: 'details', label: 'Details', type: 'text', sortable: false },
  ],
  defaultSort: { field: 'name', dir: 'asc' },
  searchPlaceholder: 'Search by name, calibration or details',
};

/** The Test Equipment list and form, for the admin. */
export function equipmentPages(ctx: PluginContext<EquipmentDatabase>): PortalRouter {
  const { db } = ctx;
  return serveRecordPages(ctx.http.pages(), ctx.http, {
    base: '/admin/test-equipment',
    permission: EQUIPMENT_PERMISSION.manage,
    title: 'Test Equipment',
    noun: 'Equipment',
    table: EQUIPMENT_TABLE,
    find: (id) => equipmentService.find(db, id),
    form: (equipment) => <Island name="equipment.EquipmentForm" component={EquipmentForm} props={{ equipment }} />,
  });
}
