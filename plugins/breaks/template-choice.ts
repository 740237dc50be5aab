import { NotFoundError, BusinessRuleError } from '../../core/errors.ts';
import { templateCatalogue, type CompiledTemplate, type TemplateDefinition } from '../templates/index.ts';
import { BREAKS_MESSAGE as M } from './messages.ts';

/** The template a result is entered and judged with. */
export interface ChosenTemplate {
  id: string;
  version: string;
  name: string;
  title: string;
  definition: TemplateDefinition;
  compiled: CompiledTemplate;
}

/**
 * The customer's template for the sample type when it has one, else the sample type's default
 * (the second document: "the customer's template for that type when it has one").
 */
export function templateIdFor(
  sampleTypeId: number | null,
  customerTemplates: readonly { sampleTypeId: number; template: string }[],
  defaultTemplate: string | null,
): string | null {
  const own = customerTemplates.find((item) => item.sampleTypeId === sampleTypeId)?.template;
  return own?.trim() ? own.trim() : defaultTemplate?.trim() ? defaultTemplate.trim() : null;
}

/** The catalogue's template by id, compiled; a missing or broken one is a 422 naming what to do. */
export async function loadTemplate(id: string | null): Promise<ChosenTemplate> {
  if (id === null) throw new BusinessRuleError(M.noTemplate);
  const entry = (await templateCatalogue()).find(id);
  if (!entry) throw new NotFoundError(M.templateUnusable(id));
  if (!entry.template || !entry.definition) throw new BusinessRuleError(M.templateUnusable(id));
  return {
    id,
    version: entry.summary.version,
    name: entry.summary.name,
    title: entry.summary.title,
    definition: entry.definition,
    compiled: entry.template,
  };
}
