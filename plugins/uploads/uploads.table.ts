import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

export type OwnerKind = 'customer' | 'report' | 'pickup';
export type ImageType = 'image/jpeg' | 'image/png' | 'image/gif';

export interface UploadsTable {
  id: Generated<number>;
  fileName: string;
  prefix: string;
  ownerKind: OwnerKind;
  ownerId: number;
  contentType: ImageType;
  sizeBytes: number;
  uploadedBy: number | null;
  /** The uploading client's own id of the image: a resend of it is answered with the one stored. */
  clientKey: string | null;
  createdAt: ColumnType<Date, never, never>;
}

export interface UploadsDatabase {
  uploads: UploadsTable;
}

export type UploadRow = Selectable<UploadsTable>;
export type NewUploadRow = Insertable<UploadsTable>;
