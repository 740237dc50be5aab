import type { Kysely } from 'kysely';
import { reportTemplateChoices } from './report-templates.ts';
import {
  findSampleType,
  findSampleTypes,
  findTestType,
  listSampleTypes,
  listTestTypes,
  testTypeIdsWithoutTestDate,
} from './sample-types.repository.ts';
import { compareSampleTypes } from './rules.ts';
import type { SampleTypesDatabase } from './sample-types.table.ts';

/** Another plugin's database or transaction, read through this plugin's tables (they share one database). */
const own = <D>(db: Kysely<D>) => db as unknown as Kysely<SampleTypesDatabase>;

/**
 * What other plugins use of sample types and test types (pickups, customers, breaks, invoices).
 * The lookups take the caller's `db` or transaction first, whatever its database type.
 * @example const type = await sampleTypesService.findSampleType(trx, sampleTypeId);
 */
export const sampleTypesService = {
  findSampleType: <D>(db: Kysely<D>, id: number) => findSampleType(own(db), id),
  findSampleTypes: <D>(db: Kysely<D>, ids: readonly number[]) => findSampleTypes(own(db), ids),
  /** The first sample type with this description, for the demo seeds of other plugins. */
  findByDescription: <D>(db: Kysely<D>, description: string) =>
    own(db).selectFrom('sampleTypes').select('id').where('description', '=', description).executeTakeFirst(),
  listSampleTypes: <D>(db: Kysely<D>) => listSampleTypes(own(db)),
  /** Keeps the id an accounting system gave the sample type (its QuickBooks item), inside the caller's transaction. */
  setQuickbooksId: async <D>(db: Kysely<D>, id: number, quickbooksId: string): Promise<void> => {
    await own(db).updateTable('sampleTypes').set({ quickbooksId }).where('id', '=', id).execute();
  },
  /** The ids of the specimen types (not trips or field visits), for load-test seeds. */
  specimenTypeIds: async <D>(db: Kysely<D>) =>
    (await own(db).selectFrom('sampleTypes').select('id').where('nonSpecimen', '=', false).orderBy('id').execute()).map((row) => row.id),
  findTestType: <D>(db: Kysely<D>, id: number) => findTestType(own(db), id),
  listTestTypes: <D>(db: Kysely<D>) => listTestTypes(own(db)),
  testTypeIdsWithoutTestDate: <D>(db: Kysely<D>) => testTypeIdsWithoutTestDate(own(db)),
  reportTemplateChoices,
  compareSampleTypes,
};
