import type { Kysely } from 'kysely';
import { sampleTypesService, type SampleType } from '../sample-types/index.ts';
import type { CustomersDatabase } from './customers.table.ts';

/** What the rate and template sections show of a sample type. */
export type SampleTypeOption = Pick<SampleType, 'id' | 'description' | 'defaultRate' | 'nonSpecimen' | 'defaultReportTemplate'>;

export interface TemplateChoice {
  id: string;
  title: string;
}

/** Every sample type, specimen types first, through the sample-types plugin's service. */
export async function sampleTypeOptions(db: Kysely<CustomersDatabase>): Promise<SampleTypeOption[]> {
  const types = await sampleTypesService.listSampleTypes(db);
  return types.map(({ id, description, defaultRate, nonSpecimen, defaultReportTemplate }) => ({
    id,
    description,
    defaultRate,
    nonSpecimen,
    defaultReportTemplate,
  }));
}

/** The ids of the list that name no sample type. */
export async function missingSampleTypes(db: Kysely<CustomersDatabase>, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const known = new Set((await sampleTypesService.findSampleTypes(db, [...new Set(ids)])).map((type) => type.id));
  return ids.filter((id) => !known.has(id));
}

/** The report templates a customer may be given (the same ones a sample type may name). */
export function templateChoices(): Promise<TemplateChoice[]> {
  return sampleTypesService.reportTemplateChoices();
}
