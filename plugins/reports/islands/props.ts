import { z } from 'zod';

const fieldList = z.array(z.object({ name: z.string(), label: z.string() }));
/** A record to choose; `refused` says why it cannot be chosen (equipment overdue for calibration). */
const choice = z.object({ id: z.number().int(), label: z.string(), refused: z.string().optional() });

/** The props of `reports.ReportForm`: the report's detail, the fields its template includes and the choices. */
export const reportFormPropsSchema = z.object({
  report: z.object({
    id: z.number().int(),
    version: z.number().int(),
    status: z.string(),
    finalized: z.boolean(),
    reportInfoComplete: z.boolean(),
    /** Kept on paper (pdfs is ONFILE). */
    onFile: z.boolean(),
    images: z.array(z.string()),
    graph: z.string().nullable(),
    generalReportInfo: z.record(z.string(), z.string()),
    dataSheetInfo: z.record(z.string(), z.string()),
    equipment: z.array(z.number().int()),
    materials: z.array(z.number().int()),
    versions: z.array(z.object({ filename: z.string(), issue: z.number().int(), generatedAt: z.string(), finalized: z.boolean() })),
    /** The revision open now (1, then one more for each amendment). */
    revision: z.number().int(),
    /** Every issued revision, with where it stands. */
    issues: z.array(
      z.object({
        revision: z.number().int(),
        filename: z.string(),
        issuedAt: z.string(),
        approvedBy: z.string(),
        approvedRole: z.string(),
        amendReason: z.string().nullable(),
        code: z.string(),
        sha256: z.string(),
        standing: z.union([
          z.object({ state: z.literal('current') }),
          z.object({ state: z.literal('superseded'), by: z.number().int() }),
          z.object({ state: z.literal('withdrawn') }),
        ]),
      }),
    ),
  }),
  generalFields: fieldList,
  dataSheetFields: fieldList,
  /** The composite templates' sections: absent for the others. */
  equipmentChoices: z.array(choice).nullable(),
  materialChoices: z.array(choice).nullable(),
  maxEquipment: z.number().int(),
  /** How many panel images the template takes (null: none), and whether it takes a stress-strain graph. */
  maxImages: z.number().int().nullable(),
  takesGraph: z.boolean(),
  canFinalize: z.boolean(),
  canSend: z.boolean(),
  /** The lab's time zone: the files' and revisions' times read in it. */
  timeZone: z.string(),
});
export type ReportFormProps = z.infer<typeof reportFormPropsSchema>;
