import { z } from 'zod';
import { messageAnswer, okAnswer } from '../../core/http/answers.ts';
import { tableResponseSchema } from '../../core/table/serve.ts';
import { reportsTableModel } from './reports.model.ts';
import { UNSENT_REASONS } from './rules/send.ts';
import { REPORT_STATUSES } from './rules/status.ts';

/** What the reports routes answer (decision 142): a report as `presentRow` gives it, and its detail. */
const text = z.string().nullable();
const timestamp = z.iso.datetime();
const companyRef = z.object({ id: z.number().int(), companyName: z.string() });

/** A report's own fields, the JSON parts parsed, with its display status. */
const reportSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  sampleId: z.number().int(),
  pickupId: z.number().int(),
  pickupNumber: z.number().int(),
  customerId: z.number().int(),
  savedLocationId: z.number().int().nullable(),
  sampleNum: z.string(),
  projectAddress: z.string(),
  castDate: text,
  reportDate: text,
  type: text,
  template: text,
  reportInfoComplete: z.boolean(),
  finalized: z.boolean(),
  finalizedAt: timestamp.nullable(),
  finalizedBy: text,
  finalizedRole: text,
  amended: z.boolean(),
  amendReason: text,
  issue: z.number().int(),
  graph: text,
  error: text,
  sentAt: timestamp.nullable(),
  generalReportInfo: z.record(z.string(), z.string()),
  dataSheetInfo: z.record(z.string(), z.string()),
  images: z.array(z.string()),
  equipment: z.array(z.record(z.string(), z.unknown())),
  materials: z.array(z.record(z.string(), z.unknown())),
  pdfs: z.union([z.literal('ONFILE'), z.array(z.string())]).describe("'ONFILE' for a report kept on paper"),
  versions: z.array(
    z.object({ filename: z.string(), issue: z.number().int(), generatedAt: z.string(), finalized: z.boolean(), amendReason: text }),
  ),
  statements: z.array(z.object({ key: z.string(), text: z.string() })),
  status: z.enum(REPORT_STATUSES),
});

/** A report with its company, pickup, project address, template, specimens and issued revisions. */
const reportDetailSchema = reportSchema.extend({
  specimens: z.array(
    z.object({
      id: z.number().int(),
      specimenNum: z.string(),
      castDate: text,
      testDate: text,
      testTypeId: z.number().int().nullable(),
      status: z.string(),
      specimenStatus: z.string(),
    }),
  ),
  hasUntested: z.boolean(),
  issues: z.array(
    z.object({
      revision: z.number().int(),
      filename: z.string(),
      issuedAt: timestamp,
      approvedBy: z.string(),
      approvedRole: z.string(),
      amendReason: text,
      code: z.string().describe('The verification page: `/verify/{code}`'),
      sha256: z.string(),
      standing: z.discriminatedUnion('state', [
        z.object({ state: z.literal('current') }),
        z.object({ state: z.literal('superseded'), by: z.number().int() }),
        z.object({ state: z.literal('withdrawn') }),
      ]),
    }),
  ),
  template: z
    .object({
      id: z.string(),
      name: z.string(),
      title: z.string(),
      report: z.record(z.string(), z.unknown()).nullable().describe("The template's report sections, values and images"),
      computedValues: z.record(z.string(), z.string()),
      finalComputedValues: z.record(z.string(), z.string()),
      labels: z.record(z.string(), z.string()).describe('What people read for each computed value: its label'),
    })
    .nullable(),
  Customer: companyRef.extend({ reportHeaderImage: text }).nullable(),
  Pickup: z.object({ id: z.number().int(), pickupNumber: z.number().int() }).nullable(),
  SavedLocation: z
    .object({ id: z.number().int(), pickupAddr1: z.string(), pickupCity: z.string(), jobName: text, sendReports: z.boolean() })
    .nullable(),
});

export const reportAnswer = okAnswer.extend({ report: reportDetailSchema });
export const savedReportAnswer = messageAnswer.extend({ report: reportDetailSchema });
export const reportListAnswer = tableResponseSchema(reportsTableModel);
export const pickupReportsAnswer = okAnswer.extend({ reports: z.array(reportSchema) });

export const filterOptionsAnswer = okAnswer.extend({
  statuses: z.array(z.enum(REPORT_STATUSES)),
  customers: z.array(z.object({ id: z.number(), companyName: z.string() })),
  templates: z.array(z.object({ template: z.string() })).describe('Rows, as the filter drawer reads its choices'),
  types: z.array(z.string()),
});

export const reviewPointsAnswer = okAnswer.extend({
  points: z.array(z.object({ key: z.string().describe('`untested:17`: names the point in the confirmation'), text: z.string() })),
});

export const sendAnswer = okAnswer.extend({
  sent: z.boolean(),
  reason: z.enum(UNSENT_REASONS).optional().describe('Why the report was held instead of sent'),
});

export const unsentReportsAnswer = okAnswer.extend({
  unsentReports: z.array(
    z.object({
      id: z.number().int(),
      reportId: z.number().int(),
      filename: z.string(),
      reason: z.string(),
      detail: text,
      createdAt: timestamp,
      sampleNum: z.string(),
      projectAddress: z.string(),
      customerId: z.number().int(),
      Customer: companyRef,
    }),
  ),
});

const generalInfo = {
  generalReportInfo: z.record(z.string(), z.string()),
  version: z.number().int().describe('What a save sends back; before the first save, the unsaved version'),
};
export const generalInfoAnswer = okAnswer.extend(generalInfo);
export const savedGeneralInfoAnswer = messageAnswer.extend({ ...generalInfo, reports: z.array(reportSchema) });

export const incompleteInfoAnswer = okAnswer.extend({
  pickups: z.array(
    z.object({
      id: z.number().int(),
      pickupNumber: z.number().int(),
      customerId: z.number().int(),
      savedProjectLocationId: z.number().int().nullable(),
      projectAddr1: text,
      projectAddr2: text,
      projectCity: text,
      projectState: text,
      projectZip: text,
      schedPickupDate: text,
      receiveDate: text,
      incompleteReports: z.number().int(),
      Customer: companyRef,
    }),
  ),
});
