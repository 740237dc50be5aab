import { z } from 'zod';

/** One report of the pickup, as the general report screen lists it. */
const listedReport = z.object({
  id: z.number().int(),
  sampleNum: z.string(),
  type: z.string().nullable(),
  status: z.string(),
  castDate: z.string().nullable(),
  /** The latest generated file, if any. */
  latest: z.string().nullable(),
  onFile: z.boolean(),
});
export type ListedReport = z.infer<typeof listedReport>;

/** The props of `reports.GeneralReport`: a pickup's General Report Info panel and its reports. */
export const generalReportPropsSchema = z.object({
  pickup: z.object({ id: z.number().int(), pickupNumber: z.number().int() }),
  generalReportInfo: z.record(z.string(), z.string()),
  version: z.number().int(),
  fields: z.array(z.object({ name: z.string(), label: z.string() })),
  reports: z.array(listedReport),
  /** Saving the panel and generating need the detail's write permission. */
  canEdit: z.boolean(),
});
export type GeneralReportProps = z.infer<typeof generalReportPropsSchema>;
