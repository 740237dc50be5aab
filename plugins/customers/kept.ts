import { cachePerPortal, KEPT_REFERENCE_MS, type KeptSource } from '../../lib/cache/kept-reference.ts';
import { templateChoiceOf } from './read-model.ts';

type TemplateChoice = Awaited<ReturnType<typeof templateChoiceOf>>;

const choices = cachePerPortal<TemplateChoice>({ ttlMs: KEPT_REFERENCE_MS, tables: ['customers', 'customer_templates'] });

/**
 * `templateChoiceOf`, kept a few seconds: this process drops it on its own write to the
 * companies or their templates, another process's edit shows within those seconds.
 */
export function keptTemplateChoice<D>(source: KeptSource<D>, id: number): Promise<TemplateChoice> {
  return choices(source.dataChanges).get(String(id), () => templateChoiceOf(source.db, id));
}
