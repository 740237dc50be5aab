import { z } from 'zod';
import { versionField } from '../../../core/db/versioned.ts';
import { recordId } from '../../../core/http/params.ts';
import { IMPORT_LIMITS } from './csv.ts';

export const IMPORT_MESSAGE = {
  chooseFile: 'Choose the CSV file the machine exported',
  tooLarge: `The file is larger than ${IMPORT_LIMITS.bytes / 1024} KB: import it in parts`,
  specimenColumn: 'Choose the column of the specimen number',
  machine: 'Machine is required',
  target: 'Not a field name',
  header: 'Choose a column of the file',
} as const;

const csvText = z
  .string({ error: IMPORT_MESSAGE.chooseFile })
  .min(1, IMPORT_MESSAGE.chooseFile)
  .max(IMPORT_LIMITS.bytes, IMPORT_MESSAGE.tooLarge);

/** Target → header; `specimenNum` must be mapped, every target is a field name. */
export const columnMappingSchema = z
  .record(
    z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,99}$/, IMPORT_MESSAGE.target),
    z.string().trim().min(1, IMPORT_MESSAGE.header).max(200, IMPORT_MESSAGE.header),
  )
  .refine((columns) => Object.keys(columns).length <= 100, 'At most 100 columns')
  .superRefine((columns, context) => {
    if (!columns.specimenNum) context.addIssue({ code: 'custom', path: ['specimenNum'], message: IMPORT_MESSAGE.specimenColumn });
  });

/** `POST /api/break-report/import/headers`: the file whose columns are to be mapped. */
export const importFileSchema = z.object({ csv: csvText });

/** `POST /api/break-report/import/preview`: the file and its mapping. */
export const importPreviewSchema = z.object({
  csv: csvText,
  columns: columnMappingSchema,
  /** Whether the recorded results mark their specimens tested (the break form's 'tests complete'). */
  testsComplete: z.boolean().default(true),
});

/**
 * `POST /api/break-report/import`: the previewed file again, with what the preview answered for
 * each matched row; any difference now (a result entered since, a changed requirement) is a 409.
 */
export const importConfirmSchema = importPreviewSchema.extend({
  expected: z
    .array(z.object({ specimenId: recordId('Invalid specimen'), status: z.enum(['Pending', 'Passed', 'Failed']) }))
    .min(1, 'Preview the file first: no rows were matched')
    .max(IMPORT_LIMITS.rows),
});

/** A machine's saved mapping. */
export const importMappingSchema = z.object({
  machine: z.string({ error: IMPORT_MESSAGE.machine }).trim().min(1, IMPORT_MESSAGE.machine).max(100, 'At most 100 characters'),
  columns: columnMappingSchema,
  version: versionField,
});

export type ImportPreviewInput = z.infer<typeof importPreviewSchema>;
export type ImportConfirmInput = z.infer<typeof importConfirmSchema>;
export type ImportMappingInput = z.infer<typeof importMappingSchema>;
