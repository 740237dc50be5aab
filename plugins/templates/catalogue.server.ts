/**
 * The templates the portal knows: every template package found by core's loader, read once
 * at start-up, with its definition and the problems compiling it found. Server only (it
 * reads the file system through the loader).
 */
import { compileTemplate, templateSchema } from './engine/index.ts';
import type { CompiledTemplate, TemplateDefinition, TemplateProblem } from './engine/index.ts';
import { loadTemplatePackages } from './engine/loader.ts';
import type { TemplatePackage } from './engine/loader.ts';

export interface TemplateSummary {
  id: string;
  version: string;
  name: string;
  title: string;
  standard: string;
  origin: TemplatePackage['origin'];
  packageName: string;
  /** How many problems compiling the template found (0 for a sound template). */
  problemCount: number;
}

export interface CatalogueEntry {
  summary: TemplateSummary;
  /** The template.json as its schema reads it; absent when it does not fit the schema. */
  definition?: TemplateDefinition;
  /** The compiled template, ready to evaluate results and sets; absent when it has problems. */
  template?: CompiledTemplate;
  /** The package's `layout.docx`, when it has one: what reports render their DOCX from. */
  layout?: Uint8Array;
  problems: TemplateProblem[];
}

export interface Catalogue {
  entries: CatalogueEntry[];
  /** Problems of folders that did not give a template (no marker, a duplicate id). */
  problems: TemplateProblem[];
  find(id: string): CatalogueEntry | undefined;
}

function entryOf(item: TemplatePackage, loaderProblems: readonly TemplateProblem[]): CatalogueEntry {
  const parsed = templateSchema.safeParse(item.template);
  const definition = parsed.success ? parsed.data : undefined;
  const compiled = compileTemplate(item.template, { id: item.id, version: item.version });
  const problems = [...loaderProblems.filter((found) => found.templateId === item.id), ...(compiled.ok ? [] : compiled.problems)];
  const summary: TemplateSummary = {
    id: item.id,
    version: item.version,
    name: definition?.name ?? item.id,
    title: definition?.title ?? item.id,
    standard: definition?.standard ?? '',
    origin: item.origin,
    packageName: item.packageName,
    problemCount: problems.length,
  };
  return {
    summary,
    ...(definition !== undefined && { definition }),
    ...(compiled.ok && { template: compiled.template }),
    ...(item.layout !== undefined && { layout: item.layout }),
    problems,
  };
}

/**
 * Reads and compiles every template package under `root` (the portal's folder).
 *
 * @example
 * const catalogue = await loadCatalogue(fileURLToPath(PROJECT_ROOT));
 * catalogue.find('ds-pq-502.1')?.summary.standard // 'ASTM C39/C39M'
 */
export async function loadCatalogue(root: string): Promise<Catalogue> {
  const loaded = await loadTemplatePackages(root);
  const entries = loaded.packages.map((item) => entryOf(item, loaded.problems));
  const ids = new Set(entries.map((entry) => entry.summary.id));
  const byId = new Map(entries.map((entry) => [entry.summary.id, entry]));
  return {
    entries,
    problems: loaded.problems.filter((found) => !ids.has(found.templateId)),
    find: (id) => byId.get(id),
  };
}
