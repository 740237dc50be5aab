import { z } from 'zod';
import { textField } from '../../lib/records/fields.ts';
import { isIsoDate } from '../../shared/dates.ts';
import { recordId } from '../../core/http/params.ts';
import { versionField } from '../../core/db/versioned.ts';
import { DATA_SHEET_FIELDS, GENERAL_INFO_FIELDS, LIMITS } from './fields.ts';

const infoObject = (fields: readonly string[], max: number) =>
  z.strictObject(Object.fromEntries(fields.map((name) => [name, z.optional(textField({ max }))])));

export const EQUIPMENT_LIMIT_MESSAGE = `At most ${LIMITS.equipment} test equipment items may be chosen`;
export const IMAGES_LIMIT_MESSAGE = `At most ${LIMITS.images} panel images may be added`;

export const IMAGE_MESSAGE = 'Images must be jpeg, png or gif images uploaded to this report';

const fileName = z.string().regex(/^report_[1-9]\d{0,9}_[0-9a-f]{32}\.(jpg|png|gif)$/, IMAGE_MESSAGE);

/** `PUT /api/reports/{id}`: the detail form. Absent parts stay as they are. */
export const reportInputSchema = z.strictObject({
  generalReportInfo: infoObject(GENERAL_INFO_FIELDS, 200).optional(),
  dataSheetInfo: infoObject(DATA_SHEET_FIELDS, 2000).optional(),
  reportDate: z.union([z.string().refine(isIsoDate, 'Invalid date'), z.null()]).optional(),
  reportInfoComplete: z.boolean().optional(),
  /** Kept on paper: `pdfs` becomes ONFILE and the pickup's panel shows 'On File'. */
  onFile: z.boolean().optional(),
  /** Admin and customer-service only: records who reviewed the report and locks it. */
  finalized: z.literal(true).optional(),
  /** With `finalized`: the reviewer's reason for each point of the review (`GET /api/reports/{id}/review`), by its key. */
  confirmations: z.record(z.string().max(40), textField({ required: true, max: 300 })).optional(),
  equipment: z.array(recordId('Invalid equipment')).max(LIMITS.equipment, EQUIPMENT_LIMIT_MESSAGE).optional(),
  materials: z.array(recordId('Invalid material')).max(LIMITS.materials, `At most ${LIMITS.materials} materials may be chosen`).optional(),
  images: z.array(fileName).max(LIMITS.images, IMAGES_LIMIT_MESSAGE).optional(),
  graph: fileName.nullable().optional(),
  version: versionField,
});
export type ReportInput = z.infer<typeof reportInputSchema>;

/** `PUT /api/pickups/reports/{id}/general-info`: a pickup's General Report Info panel. */
export const generalInfoInputSchema = z.strictObject({
  generalReportInfo: infoObject(GENERAL_INFO_FIELDS, 200),
  version: versionField,
});

export const AMEND_REASON_MIN = 10;
export const AMEND_REASON_MESSAGE = `Say why the report is amended (at least ${AMEND_REASON_MIN} characters)`;

/** `POST /api/reports/{id}/amend`: why, printed on the amended report. */
export const amendInputSchema = z.strictObject({
  reason: textField({ required: true, max: 500 }).check(z.refine((text) => text.length >= AMEND_REASON_MIN, AMEND_REASON_MESSAGE)),
});
