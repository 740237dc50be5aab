import { z } from 'zod';
import { messageAnswer, okAnswer } from '../../core/http/answers.ts';
import { DUE_GROUPS } from './rules/due-group.ts';

/** What the break report routes answer (decision 142): a test result as `presentTestResult` gives it. */
const text = z.string().nullable();
const id = z.number().int();
const resultStatus = z.enum(['Pending', 'Passed', 'Failed']);
const templateRef = z.object({ id: z.string(), version: z.string() }).describe('The template that computed it, with its package version');
const companyRef = z.object({ id, companyName: z.string() });

export const testResultSchema = z.object({
  id,
  version: id,
  specimenId: id,
  sampleId: id,
  pickupId: id,
  sampleTypeId: id.nullable(),
  status: resultStatus,
  template: templateRef,
  results: z
    .record(z.string(), z.unknown())
    .describe('The entered fields and the stored values (technician, testDate, time, calculatedPsi...)'),
  computed: z.record(z.string(), z.unknown()).describe('Every computed value of the template'),
  remarks: z.array(z.object({ rule: z.string(), text: z.string(), accepted: z.boolean() })),
  message: text.describe('Why the status is what it is'),
  calculatedPsi: z.number().nullable(),
  testDate: text,
  testsComplete: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});

export const breakListAnswer = z.object({
  status: z.literal('ok'),
  rows: z.array(
    z
      .object({
        id,
        badges: z.array(z.enum(['Immediate', 'Overdue', 'Complete', 'Needs attention'])),
        attention: z
          .object({ reason: z.string(), fix: z.string() })
          .nullable()
          .optional()
          .describe('Why a saved result cannot be judged, and who can fix it'),
        dueGroup: z.enum(DUE_GROUPS).describe('Where the row stands in the list: what is due first (decision 227)'),
        attentionNote: text.optional().describe('The Needs attention reason and who can fix it, as the list shows it'),
        attentionHref: text
          .optional()
          .describe("Where the reader fixes it: the pickup, for the office, when the sample's min psi is missing"),
        TestType: z.object({ id, description: text }).nullable(),
        Customer: companyRef,
        Pickup: z.object({ id, pickupNumber: id }),
        TestResult: testResultSchema.nullable(),
      })
      .loose()
      .describe("A specimen of a received pickup, with the list's fields"),
  ),
  count: id.optional().describe('Left out with `count=false`'),
  countCapped: z.literal(true).optional(),
  groups: z
    .array(
      z.object({
        group: z.enum(DUE_GROUPS),
        count: id.optional().describe("Left out for 'Not due' when another count is capped"),
        countCapped: z.literal(true).optional().describe('More rows than `count`: counting stopped there, as for the list'),
      }),
    )
    .optional()
    .describe('On the due list (`tested` false), which the groups order: how many rows of the filtered list each has, in order'),
});

export const scanAnswer = okAnswer.extend({
  href: text.describe("The page to open: the specimen's break form, or null"),
  specimen: z
    .object({ id, specimenNum: z.string(), href: z.string().describe('Its break form') })
    .nullable()
    .describe("The one received specimen the code names (a label's QR link or a specimen number), or null: the text is a search"),
});

export const filterOptionsAnswer = okAnswer.extend({
  customers: z.array(companyRef),
  sampleTypes: z.array(z.object({ id, description: z.string() })),
  testTypes: z.array(z.object({ id, description: z.string() })),
  tested: z.array(z.object({ value: z.boolean(), label: z.string() })),
});

export const pausedBreaksAnswer = okAnswer.extend({
  pausedBreaks: z.array(
    z.object({
      sampleId: id,
      sampleNum: z.string(),
      sampleTypeId: id.nullable(),
      pickupId: id,
      pickupNumber: id,
      customerId: id,
      companyName: z.string(),
      failedResults: z.array(testResultSchema),
    }),
  ),
});

/** One save of a result, as `presentChange` gives it. */
export const resultChangeSchema = z.object({
  version: id,
  action: z.enum(['create', 'update']),
  changedBy: id.nullable(),
  changedByName: z.string(),
  changedAt: z.iso.datetime(),
  template: templateRef,
  statusBefore: resultStatus.nullable(),
  statusAfter: resultStatus,
  changes: z.array(z.object({ field: z.string(), before: z.unknown(), after: z.unknown() })),
});

export const resultHistoryAnswer = okAnswer.extend({ history: z.array(resultChangeSchema) });

/** A specimen as the break form and the set screen read it (`specimenView`), with its result. */
export const formSpecimenSchema = z.object({
  id,
  version: id,
  specimenNum: z.string(),
  castDate: text,
  testDate: text,
  scheduledTestDate: text.describe("The day it is due: its test date, else its cast date plus its test type's date variance"),
  immediate: z.boolean(),
  tested: z.boolean(),
  status: z.string(),
  testTypeId: id.nullable(),
  TestType: z.object({ id, description: z.string(), dateVariance: z.number().describe('Days a test may be early or late') }).nullable(),
  sampleType: text,
  Sample: z.object({
    id,
    sampleNum: z.string(),
    minPsi: z.number().nullable(),
    maxPsi: z.number().nullable(),
    forInformationOnly: z.boolean(),
    allowTesting: z.boolean(),
    castDate: text,
    sampleTypeId: id.nullable(),
    pickupId: id,
    castLocation: text,
    pickupLocation: text,
    SampleType: z.object({ id, description: z.string(), maxPsiPct: z.number().nullable() }).nullable(),
    Pickup: z.object({ id, pickupNumber: id, customerId: id, Customer: companyRef }),
  }),
  TestResult: testResultSchema.nullable(),
});

export const breakFormAnswer = okAnswer.extend({
  specimen: formSpecimenSchema,
  template: z.object({
    id: z.string(),
    version: z.string(),
    name: z.string(),
    title: z.string(),
    fields: z
      .array(z.record(z.string(), z.unknown()))
      .describe("The template's entry fields, in the form's order (a row of the set screen)"),
    definition: z.record(z.string(), z.unknown()).describe("The template's template.json, as GET /api/templates/{id} shows its parts"),
  }),
});

export const savedResultAnswer = messageAnswer.extend({
  testResult: testResultSchema,
  warning: z.string().optional().describe('Saved, with something the technician should know'),
});

const mappingSchema = z.object({
  id,
  version: id,
  machine: z.string(),
  columns: z.record(z.string(), z.string()).describe("The portal's field per column of the machine's export"),
  updatedAt: z.iso.datetime(),
});

export const mappingsAnswer = okAnswer.extend({ mappings: z.array(mappingSchema) });
export const mappingAnswer = okAnswer.extend({ mapping: mappingSchema });
export const headersAnswer = okAnswer.extend({ headers: z.array(z.string()), rows: id.describe('How many rows the file has') });

const importOutcome = z.object({
  headers: z.array(z.string()),
  matched: z.array(
    z.object({
      line: id,
      specimenId: id,
      specimenNum: z.string(),
      pickupNumber: id,
      companyName: z.string(),
      results: z.record(z.string(), z.unknown()),
      status: resultStatus,
      calculatedPsi: z.number().nullable(),
      warning: z.string().optional(),
      testResultId: id.optional().describe('Once recorded'),
    }),
  ),
  unmatched: z.array(z.object({ line: id, specimenNum: z.string(), reason: z.string() })),
});

export const previewAnswer = okAnswer.extend({ preview: importOutcome });
export const importedAnswer = messageAnswer.extend({ imported: importOutcome });

export const nextSpecimenAnswer = okAnswer.extend({
  next: z.object({ id, specimenNum: z.string() }).nullable().describe("The next specimen in the list's order; null at its end"),
});

export const breakSetAnswer = okAnswer.extend({
  specimens: z
    .array(breakFormAnswer.shape.specimen)
    .describe('The specimens of the sample set due on the same test date, in specimen order'),
  template: breakFormAnswer.shape.template,
  rowEntry: z
    .object({ fits: z.boolean(), reason: z.string().optional() })
    .describe("Whether the template's entry fields fit in one row per specimen; if not, why (each specimen keeps the single form)"),
});

export const savedSetAnswer = messageAnswer.extend({
  testResults: z.array(testResultSchema).describe("Each row's record, in the rows' order"),
  warnings: z
    .array(z.object({ specimenId: id, specimenNum: z.string(), warning: z.string() }))
    .describe('Saved, with something the technician should know of these rows'),
});

export const nextSetAnswer = okAnswer.extend({
  next: z
    .object({
      id,
      specimenNum: z.string(),
      set: z.boolean().describe('Whether it opens as a set (several specimens due, fields that fit in a row)'),
    })
    .nullable()
    .describe("The next specimen after this set in the list's order; null at its end"),
});
