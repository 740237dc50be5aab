import type { Kysely } from 'kysely';
import { sampleTypesService } from '../../sample-types/index.ts';
import { flattenFields, templateCatalogue } from '../../templates/index.ts';
import { IMPORT_TARGETS } from './rows.ts';

/**
 * Where a machine's columns may go: the specimen number, test date and time, then the fields of
 * the sample types' templates (each name once, in template order).
 * @example await importTargets(db) // [{ name: 'specimenNum', label: 'Specimen #' }, ..., { name: 'load', label: 'Maximum Load (lbf)' }]
 */
export async function importTargets<D>(db: Kysely<D>): Promise<Array<{ name: string; label: string }>> {
  const templateIds = new Set(
    (await sampleTypesService.listSampleTypes(db)).map((type) => type.defaultReportTemplate?.trim()).filter((id): id is string => !!id),
  );
  const catalogue = await templateCatalogue();
  const targets = new Map<string, string>(IMPORT_TARGETS.map((target) => [target.name, target.label]));
  for (const id of [...templateIds].sort()) {
    for (const field of flattenFields(catalogue.find(id)?.definition?.fields ?? [])) {
      if (!targets.has(field.name)) targets.set(field.name, field.label);
    }
  }
  return [...targets].map(([name, label]) => ({ name, label }));
}
