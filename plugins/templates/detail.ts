/** What `GET /api/templates/:id` answers: a template's parts as an author reads them. */
import type { LookupTable, ReviewRule, TemplateDefinition, TemplateField, TemplateProblem } from './engine/index.ts';
import type { CatalogueEntry, TemplateSummary } from './catalogue.server.ts';

type Scalar = string | number | boolean | null;

export interface TemplateDetail extends TemplateSummary {
  /** As written in template.json: groups keep their children. */
  fields: TemplateField[];
  defaultValues: Record<string, Scalar>;
  computedValues: Record<string, string>;
  finalComputedValues: Record<string, string>;
  lookupTables: Record<string, LookupTable>;
  requiredToPass: string | null;
  requiredValue: string | null;
  reviewRules: Record<string, ReviewRule>;
  noPsi: boolean;
  psiOptional: boolean;
  outOfSpecField: string | null;
  outOfSpecValue: Scalar;
  problems: TemplateProblem[];
}

function parts(definition: TemplateDefinition | undefined) {
  return {
    fields: definition?.fields ?? [],
    defaultValues: definition?.defaultValues ?? {},
    computedValues: definition?.computedValues ?? {},
    finalComputedValues: definition?.finalComputedValues ?? {},
    lookupTables: definition?.lookupTables ?? {},
    requiredToPass: definition?.requiredToPass ?? null,
    requiredValue: definition?.requiredValue ?? null,
    reviewRules: definition?.reviewRules ?? {},
    noPsi: definition?.noPsi ?? false,
    psiOptional: definition?.psiOptional ?? false,
    outOfSpecField: definition?.outOfSpecField ?? null,
    outOfSpecValue: definition?.outOfSpecValue ?? null,
  };
}

/** A template that does not fit its schema still answers, with empty parts and its problems. */
export function templateDetail(entry: CatalogueEntry): TemplateDetail {
  return { ...entry.summary, ...parts(entry.definition), problems: entry.problems };
}
