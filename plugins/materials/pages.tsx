import type { PluginContext } from '../../core/plugin/define-plugin.ts';
import type { PortalRouter } from '../../core/plugin/router.ts';
import { dataTableProps } from '../../core/table/data-table.ts';
import { serveRecordPages } from '../../lib/records/record-pages.tsx';
import * as MaterialForm from './islands/MaterialForm.tsx';
import { materialsTableModel } from './materials.model.ts';
import type { MaterialsDatabase } from './materials.table.ts';
import { MATERIALS_PERMISSION } from './permissions.ts';
import { materialsService } from './read-model.ts';
import { Island } from '../../core/ssr/island.tsx';

export const MATERIALS_TABLE = dataTableProps(materialsTableModel, {
  path: '/api/materials',
  label: 'Materials',
  columns: [{ field: 'manufacturer', link: '/admin/materials/{id}' }, 'type', 'numPlies', 'thickness'],
  searchPlaceholder: 'Search by manufacturer or type',
});

/** The Materials list and form, for the admin. */
export function materialsPages(ctx: PluginContext<MaterialsDatabase>): PortalRouter {
  return serveRecordPages(ctx.http.pages(), ctx.http, {
    base: '/admin/materials',
    permission: MATERIALS_PERMISSION.manage,
    title: 'Materials',
    noun: 'Material',
    table: MATERIALS_TABLE,
    find: (id) => materialsService.find(ctx.db, id),
    form: (material) => <Island of={MaterialForm} material={material} />,
  });
}
