import { z } from 'zod';
import { okAnswer } from '../../core/http/answers.ts';
import { FIELD_TYPES } from './engine/schema.ts';

/** What the templates routes answer (decision 142): a summary per template, one template's parts. */
const scalar = z.union([z.string(), z.number(), z.boolean(), z.null()]);

const problemSchema = z.object({
  templateId: z.string(),
  where: z.string().describe('Where in the package: `computedValues.area`, `fields[2].options`'),
  message: z.string(),
  line: z.number().int().optional(),
  column: z.number().int().optional(),
});

const summarySchema = z.object({
  id: z.string(),
  version: z.string(),
  name: z.string(),
  title: z.string(),
  standard: z.string(),
  origin: z.string().describe("Where the package was found: the portal's templates folder, or an installed npm package"),
  packageName: z.string(),
  problemCount: z.number().int(),
});

export const templatesAnswer = okAnswer.extend({ templates: z.array(summarySchema), problems: z.array(problemSchema) });

export const templateAnswer = okAnswer.extend({
  template: summarySchema.extend({
    fields: z
      .array(z.object({ name: z.string(), label: z.string(), type: z.enum(FIELD_TYPES) }).loose())
      .describe('As written in template.json: a group keeps its children in `fields`'),
    defaultValues: z.record(z.string(), scalar),
    computedValues: z.record(z.string(), z.string()).describe('A formula per computed field'),
    finalComputedValues: z.record(z.string(), z.string()),
    lookupTables: z.record(
      z.string(),
      z.object({ description: z.string().optional(), columns: z.array(z.string()).optional(), rows: z.array(z.array(scalar)) }),
    ),
    requiredToPass: z.string().nullable(),
    requiredValue: z.string().nullable(),
    reviewRules: z.record(z.string(), z.object({ when: z.string(), remark: z.string() })),
    noPsi: z.boolean(),
    psiOptional: z.boolean(),
    outOfSpecField: z.string().nullable(),
    outOfSpecValue: scalar,
    problems: z.array(problemSchema),
  }),
});
