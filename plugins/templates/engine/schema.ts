/**
 * The zod schema of a template's `template.json`, with the attributes of the second seed
 * document. Shape only: cross-references (a formula naming a field, a cycle) are checked by
 * `checkTemplate`, which can say which formula and where.
 */
import { z } from 'zod';

/** Names formulas can refer to: letters, digits and underscores, not starting with a digit. */
export const identifier = z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'must be a name of letters, digits and underscores');

export const scalar = z.union([z.string(), z.number(), z.boolean(), z.null()]);

export const FIELD_TYPES = ['text', 'radio', 'textarea', 'select', 'autocomplete', 'conditional_text', 'dynamic_input', 'group'] as const;

const option = z.union([z.string(), z.number(), z.strictObject({ value: z.union([z.string(), z.number()]), label: z.string() })]);

export interface TemplateField {
  name: string;
  label: string;
  type: (typeof FIELD_TYPES)[number];
  required?: boolean | undefined;
  requireVerification?: boolean | undefined;
  dynamicPsi?: boolean | undefined;
  outOfSpecValue?: string | number | boolean | null | undefined;
  outOfSpecLabel?: string | undefined;
  options?: (string | number | { value: string | number; label: string })[] | undefined;
  default?: string | number | boolean | null | undefined;
  dynamicName?: string | undefined;
  dynamicLabel?: string | undefined;
  conditionState?: string | undefined;
  conditionValues?: (string | number | boolean | null)[] | undefined;
  numeric?: boolean | undefined;
  unit?: string | undefined;
  fields?: TemplateField[] | undefined;
}

export const fieldSchema: z.ZodType<TemplateField> = z.strictObject({
  name: identifier,
  label: z.string().min(1),
  type: z.enum(FIELD_TYPES),
  required: z.boolean().optional(),
  requireVerification: z.boolean().optional(),
  dynamicPsi: z.boolean().optional(),
  outOfSpecValue: scalar.optional(),
  outOfSpecLabel: z.string().optional(),
  options: z.array(option).optional(),
  default: scalar.optional(),
  dynamicName: z.string().optional(),
  dynamicLabel: z.string().optional(),
  conditionState: z.string().optional(),
  conditionValues: z.array(scalar).optional(),
  /** The value must be a number: numeric text is converted, other text is reported. */
  numeric: z.boolean().optional(),
  unit: z.string().optional(),
  get fields() {
    return z.array(fieldSchema).optional();
  },
});

const section = z.strictObject({ includedFields: z.array(z.string()) });

/** A value shown in the report: a label and a formula giving the text or number to print. */
const reportValue = z.strictObject({ key: identifier, label: z.string(), value: z.string() });

const lookupTable = z.strictObject({
  description: z.string().optional(),
  columns: z.array(z.string()).optional(),
  rows: z.array(z.array(scalar).min(1)).min(1),
});

export const templateSchema = z.strictObject({
  name: z.string().min(1),
  title: z.string().min(1),
  standard: z.string().min(1),
  fields: z.array(fieldSchema).min(1),
  defaultValues: z.record(z.string(), scalar).default({}),
  noPsi: z.boolean().default(false),
  psiOptional: z.boolean().default(false),
  outOfSpecValue: scalar.optional(),
  outOfSpecField: z.string().optional(),
  computedValues: z.record(identifier, z.string()).default({}),
  finalComputedValues: z.record(identifier, z.string()).default({}),
  lookupTables: z.record(identifier, lookupTable).default({}),
  requiredToPass: z.string().optional(),
  requiredValue: z.string().optional(),
  /**
   * Rules of the method a result's geometry must meet: while `when` is true the result stays
   * Pending with `remark` until a person accepts it (decision 063). `when` sees what computed
   * values see; null does not flag.
   */
  reviewRules: z.record(identifier, z.strictObject({ when: z.string().min(1), remark: z.string().min(1) })).default({}),
  report: z.strictObject({
    sections: z.strictObject({
      generalInfo: section,
      dataSheetInfo: section,
      materialIdentification: section.optional(),
      testEquipment: z.strictObject({ includedFields: z.array(z.string()), max: z.number().int().min(1).max(2) }).optional(),
    }),
    images: z.strictObject({ max: z.number().int().min(1).max(3) }).optional(),
    graph: z.boolean().optional(),
    columns: z.array(reportValue).default([]),
    summary: z.array(reportValue).default([]),
  }),
});

export type TemplateDefinition = z.infer<typeof templateSchema>;
export type LookupTable = TemplateDefinition['lookupTables'][string];
export type ReviewRule = TemplateDefinition['reviewRules'][string];
export type ReportValue = TemplateDefinition['report']['columns'][number];

/** `"portalTemplate": { "id": "<id>" }` in a package.json marks a template package. */
export const packageSchema = z.object({
  name: z.string().min(1),
  version: z.string().min(1),
  portalTemplate: z.object({ id: z.string().regex(/^[a-z0-9][a-z0-9.-]*$/, 'must be lower-case letters, digits, dots and dashes') }),
});

export type TemplatePackageJson = z.infer<typeof packageSchema>;
