/**
 * The zod schema of a template's `template.json`, with the attributes of the second seed
 * document. Shape only: cross-references (a formula naming a field, a cycle) are checked by
 * `checkTemplate`, which can say which formula and where. Written with `zod/mini`: the break
 * form and the playground compile templates in the browser (decision 195).
 */
import * as z from 'zod/mini';
import { withDefault } from '../../../core/http/zod-mini.ts';

/** Names formulas can refer to: letters, digits and underscores, not starting with a digit. */
export const identifier = z.string().check(z.regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'must be a name of letters, digits and underscores'));

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

export const fieldSchema: z.ZodMiniType<TemplateField> = z.strictObject({
  name: identifier,
  label: z.string().check(z.minLength(1)),
  type: z.enum(FIELD_TYPES),
  required: z.optional(z.boolean()),
  requireVerification: z.optional(z.boolean()),
  dynamicPsi: z.optional(z.boolean()),
  outOfSpecValue: z.optional(scalar),
  outOfSpecLabel: z.optional(z.string()),
  options: z.optional(z.array(option)),
  default: z.optional(scalar),
  dynamicName: z.optional(z.string()),
  dynamicLabel: z.optional(z.string()),
  conditionState: z.optional(z.string()),
  conditionValues: z.optional(z.array(scalar)),
  /** The value must be a number: numeric text is converted, other text is reported. */
  numeric: z.optional(z.boolean()),
  unit: z.optional(z.string()),
  get fields() {
    return z.optional(z.array(fieldSchema));
  },
});

const section = z.strictObject({ includedFields: z.array(z.string()) });

/** A value shown in the report: a label and a formula giving the text or number to print. */
const reportValue = z.strictObject({ key: identifier, label: z.string(), value: z.string() });

const lookupTable = z.strictObject({
  description: z.optional(z.string()),
  columns: z.optional(z.array(z.string())),
  rows: z.array(z.array(scalar).check(z.minLength(1))).check(z.minLength(1)),
});

export const templateSchema = z.strictObject({
  name: z.string().check(z.minLength(1)),
  title: z.string().check(z.minLength(1)),
  standard: z.string().check(z.minLength(1)),
  fields: z.array(fieldSchema).check(z.minLength(1)),
  defaultValues: withDefault(z.record(z.string(), scalar), {}),
  noPsi: withDefault(z.boolean(), false),
  psiOptional: withDefault(z.boolean(), false),
  outOfSpecValue: z.optional(scalar),
  outOfSpecField: z.optional(z.string()),
  computedValues: withDefault(z.record(identifier, z.string()), {}),
  /** What a person reads for a computed value (`meanDiameter`: 'Mean Diameter (in)'), on the break form and in its history. */
  labels: withDefault(z.record(identifier, z.string().check(z.minLength(1))), {}),
  finalComputedValues: withDefault(z.record(identifier, z.string()), {}),
  lookupTables: withDefault(z.record(identifier, lookupTable), {}),
  requiredToPass: z.optional(z.string()),
  requiredValue: z.optional(z.string()),
  /**
   * Rules of the method a result's geometry must meet: while `when` is true the result stays
   * Pending with `remark` until a person accepts it (decision 063). `when` sees what computed
   * values see; null does not flag.
   */
  reviewRules: withDefault(
    z.record(identifier, z.strictObject({ when: z.string().check(z.minLength(1)), remark: z.string().check(z.minLength(1)) })),
    {},
  ),
  report: z.strictObject({
    sections: z.strictObject({
      generalInfo: section,
      dataSheetInfo: section,
      materialIdentification: z.optional(section),
      testEquipment: z.optional(z.strictObject({ includedFields: z.array(z.string()), max: z.int().check(z.minimum(1), z.maximum(2)) })),
    }),
    images: z.optional(z.strictObject({ max: z.int().check(z.minimum(1), z.maximum(3)) })),
    graph: z.optional(z.boolean()),
    columns: withDefault(z.array(reportValue), []),
    summary: withDefault(z.array(reportValue), []),
  }),
});

export type TemplateDefinition = z.infer<typeof templateSchema>;
export type LookupTable = TemplateDefinition['lookupTables'][string];
export type ReviewRule = TemplateDefinition['reviewRules'][string];
export type ReportValue = TemplateDefinition['report']['columns'][number];

/** `"portalTemplate": { "id": "<id>" }` in a package.json marks a template package. */
export const packageSchema = z.object({
  name: z.string().check(z.minLength(1)),
  version: z.string().check(z.minLength(1)),
  portalTemplate: z.object({
    id: z.string().check(z.regex(/^[a-z0-9][a-z0-9.-]*$/, 'must be lower-case letters, digits, dots and dashes')),
  }),
});

export type TemplatePackageJson = z.infer<typeof packageSchema>;
