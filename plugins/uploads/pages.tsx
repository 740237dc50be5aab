import { NotFoundError } from '../../core/errors.ts';
import { PageHeader } from '../../core/pages/components.tsx';
import type { PluginContext } from '../../core/plugin/define-plugin.ts';
import type { PortalRouter } from '../../core/plugin/router.ts';
import { DataTable } from '../../core/pages/islands.ts';
import { dataTableProps } from '../../core/table/data-table.ts';
import * as ImageDropzone from './islands/ImageDropzone.tsx';
import { UPLOADS_PERMISSION } from './permissions.ts';
import { parsePrefix } from './rules.ts';
import { uploadsTableModel } from './uploads.model.ts';
import { listUploads } from './uploads.repository.ts';
import type { UploadsDatabase } from './uploads.table.ts';
import { Island } from '../../core/ssr/island.tsx';

/** The list of every stored image, from the model the list route serves. */
export const uploadsTable = (labTimeZone: string) =>
  dataTableProps(uploadsTableModel(labTimeZone), {
    path: '/api/uploads',
    label: 'Uploads',
    columns: [
      { field: 'prefix', label: 'Record', link: '/admin/uploads/{prefix}' },
      { field: 'fileName', link: '/api/uploads/{fileName}' },
      'contentType',
      'size',
      'uploadedByName',
      'createdAt',
    ],
    filters: [
      {
        kind: 'select',
        field: 'ownerKind',
        label: 'Record',
        options: [
          { value: 'customer', label: 'Customer' },
          { value: 'report', label: 'Report' },
          { value: 'pickup', label: 'Pickup' },
        ],
      },
      { kind: 'dateRange', label: 'Uploaded' },
    ],
    searchPlaceholder: 'Search by file name or record',
  });

/** The admin's view of stored images: all of them, and one record's with the dropzone. */
export function uploadsPages(ctx: PluginContext<UploadsDatabase>): PortalRouter {
  const router = ctx.http.pages();
  const { db } = ctx;
  router.get('/admin/uploads', { permission: UPLOADS_PERMISSION.manage, summary: 'Every uploaded image', answers: 'page' }, (c) =>
    ctx.http.render(
      c,
      <>
        <PageHeader title="Uploads" />
        <Island of={DataTable} {...uploadsTable(ctx.config.labTimeZone)} userId={c.get('auth').user.id} />
      </>,
      { title: 'Uploads' },
    ),
  );
  router.get(
    '/admin/uploads/:prefix',
    { permission: UPLOADS_PERMISSION.manage, summary: 'The images of one record', answers: 'page' },
    async (c) => {
      const prefix = c.req.param('prefix') ?? '';
      const owner = parsePrefix(prefix);
      if (!owner) throw new NotFoundError('There is no such record.');
      const files = (await listUploads(db, prefix)).map((row) => row.fileName);
      const title = `Images of ${owner.kind} ${owner.id}`;
      return ctx.http.render(
        c,
        <>
          <PageHeader title={title} />
          <Island of={ImageDropzone} prefix={prefix} files={files} label={title} />
        </>,
        { title },
      );
    },
  );
  return router;
}
