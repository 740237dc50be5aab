import type { PluginContext } from '../../core/plugin/define-plugin.ts';
import type { PortalRouter } from '../../core/plugin/router.ts';
import { Island } from '../../core/ssr/island.tsx';
import type { DataTableProps } from '../../web/table/props.ts';
import { serveRecordPages } from '../../core/crud/record-pages.tsx';
import MaterialForm from './islands/MaterialForm.tsx';
import type { MaterialsDatabase } from './materials.table.ts';
import { MATERIALS_PERMISSION } from './permissions.ts';
import { materialsService } from './read-model.ts';

export const MATERIALS_TABLE: Omit<DataTableProps, 'userId'> = {
  path: '/api/materials',
  label: 'Materials',
  columns: [
    { field: 'manufacturer', label: 'Manufacturer', type: 'text', link: '/admin/materials/{id}' },
    { field: 'type', label: 'Type', type: 'text' },
    { field: 'numPlies', label: 'Num Plies', type: 'number' },
    { field: 'thickness', label: 'Thickness', type: 'number' },
  ],
  defaultSort: { field: 'manufacturer', dir: 'asc' },
  searchPlaceholder: 'Search by manufacturer or type',
};

/** The Materials list and form, for the admin. */
export function materialsPages(ctx: PluginContext<MaterialsDatabase>): PortalRouter {
  return serveRecordPages(ctx.http.pages(), ctx.http, {
    base: '/admin/materials',
    permission: MATERIALS_PERMISSION.manage,
    title: 'Materials',
    noun: 'Material',
    table: MATERIALS_TABLE,
    find: (id) => materialsService.find(ctx.db, id),
    form: (material) => <Island name="materials.MaterialForm" component={MaterialForm} props={{ material }} />,
  });
}
