import type { PluginContext } from '../../core/plugin/define-plugin.ts';
import type { PortalRouter } from '../../core/plugin/router.ts';
import { dataTableProps } from '../../core/table/data-table.ts';
import { equipmentTableModel } from './equipment.model.ts';
import { serveRecordPages } from '../../lib/records/record-pages.tsx';
import type { EquipmentDatabase } from './equipment.table.ts';
import * as EquipmentForm from './islands/EquipmentForm.tsx';
import { EQUIPMENT_PERMISSION } from './permissions.ts';
import { equipmentService } from './read-model.ts';
import { Island } from '../../core/ssr/island.tsx';

/** The list: overdue equipment reads 'Overdue' in its Calibration Status column. */
const equipmentTable = (labTimeZone: string) =>
  dataTableProps(equipmentTableModel(labTimeZone), {
    path: '/api/test-equipment',
    label: 'Test Equipment',
    columns: [
      { field: 'name', link: '/admin/test-equipment/{id}' },
      'calibration',
      'calibrationDue',
      'calibrationStatus',
      'detailsLabel',
      'details',
    ],
    searchPlaceholder: 'Search by name, calibration or details',
  });

/** The Test Equipment list and form, for the admin. */
export function equipmentPages(ctx: PluginContext<EquipmentDatabase>): PortalRouter {
  const { db } = ctx;
  return serveRecordPages(ctx.http.pages(), ctx.http, {
    base: '/admin/test-equipment',
    permission: EQUIPMENT_PERMISSION.manage,
    title: 'Test Equipment',
    noun: 'Equipment',
    table: equipmentTable(ctx.config.labTimeZone),
    find: (id) => equipmentService.find(db, id),
    form: (equipment) => <Island of={EquipmentForm} equipment={equipment} />,
  });
}
