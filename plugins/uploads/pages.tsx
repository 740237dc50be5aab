import { NotFoundError } from '../../core/errors.ts';
import { PageHeader } from '../../core/pages/components.tsx';
import type { PluginContext } from '../../core/plugin/define-plugin.ts';
import type { PortalRouter } from '../../core/plugin/router.ts';
import { Island } from '../../core/ssr/island.tsx';
import DataTableIsland from '../../web/islands/DataTableIsland.tsx';
import type { DataTableProps } from '../../web/table/props.ts';
import { ImageDropzone } from './islands/ImageDropzone.tsx';
import { UPLOADS_PERMISSION } from './permissions.ts';
import { parsePrefix } from './rules.ts';
import { listUploads } from './uploads.repository.ts';
import type { UploadsDatabase } from './uploads.table.ts';

export const UPLOADS_TABLE: Omit<DataTableProps, 'userId'> = {
  path: '/api/uploads',
  label: 'Uploads',
  columns: [
    { field: 'prefix', label: 'Record', type: 'text', link: '/admin/uploads/{prefix}' },
    { field: 'fileName', label: 'File Name', type: 'text', link: '/api/uploads/{fileName}' },
    { field: 'contentType', label: 'Type', type: 'text' },
    { field: 'size', label: 'Size (bytes)', type: 'number' },
    { field: 'uploadedByName', label: 'Uploaded By', type: 'text', sortable: false },
    { field: 'createdAt', label: 'Uploaded', type: 'date' },
  ],
  filters: [
    {
      kind: 'select',
      field: 'ownerKind',
      label: 'Record',
      options: [
        { value: 'customer', label: 'Customer' },
        { value: 'report', label: 'Report' },
      ],
    },
    { kind: 'dateRange', label: 'Uploaded' },
  ],
  defaultSort: { field: 'createdAt', dir: 'desc' },
  searchPlaceholder: 'Search by file name or record',
};

/** The admin's view of stored images: all of them, and one record's with the dropzone. */
export function uploadsPages(ctx: PluginContext<UploadsDatabase>): PortalRouter {
  const router = ctx.http.pages();
  const { db } = ctx;
  router.get('/admin/uploads', { permission: UPLOADS_PERMISSION.manage, summary: 'Every uploaded image', answers: 'page' }, (c) =>
    ctx.http.render(
      c,
      <>
        <PageHeader title="Uploads" />
        <Island name="core.DataTable" component={DataTableIsland} props={{ ...UPLOADS_TABLE, userId: c.get('auth').user.id }} />
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
          <Island name="uploads.ImageDropzone" component={ImageDropzone} props={{ prefix, files, label: title }} />
        </>,
        { title },
      );
    },
  );
  return router;
}
