import { sql } from 'kysely';
import { defineTableModel, type TableModel } from '../../core/table/model.ts';

/**
 * Every stored image, newest first; a customer's list is narrowed to its own company's files.
 * `startDate`/`endDate` filter on the day of the upload in the lab's time zone.
 */
export function uploadsTableModel(labTimeZone: string): TableModel {
  return defineTableModel({
    name: 'uploads',
    fields: {
      fileName: { column: 'uploads.fileName', type: 'text', label: 'File Name' },
      prefix: { column: 'uploads.prefix', type: 'text', label: 'Prefix' },
      ownerKind: { column: 'uploads.ownerKind', type: 'text', label: 'Record' },
      ownerId: { column: 'uploads.ownerId', type: 'number', label: 'Record ID' },
      contentType: { column: 'uploads.contentType', type: 'text', label: 'Type' },
      size: { column: 'uploads.sizeBytes', type: 'number', label: 'Size (bytes)' },
      uploadedByName: {
        column: sql`concat_ws(' ', ${sql.ref('users.firstName')}, ${sql.ref('users.lastName')})`,
        type: 'text',
        label: 'Uploaded By',
        sortable: false,
        filterable: false,
      },
      createdAt: { column: 'uploads.createdAt', type: 'date', label: 'Uploaded' },
      uploadedOn: {
        column: sql`cast(${sql.ref('uploads.createdAt')} at time zone ${labTimeZone} as date)`,
        type: 'date',
        label: 'Uploaded On',
        sortable: false,
      },
    },
    search: ['fileName', 'prefix'],
    dateField: 'uploadedOn',
    defaultSort: { field: 'createdAt', dir: 'desc' },
    key: 'fileName',
    query: (db) => db.selectFrom('uploads').leftJoin('users', 'users.id', 'uploads.uploadedBy'),
  });
}
