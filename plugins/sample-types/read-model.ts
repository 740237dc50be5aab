import { ownTables } from '../../core/db/own-tables.ts';
import type { Kysely } from 'kysely';
import { updateVersioned } from '../../core/db/versioned.ts';
import type { AnySelectQuery, TableField } from '../../core/table/model.ts';
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
import { keptSampleType, keptTestType } from './kept.ts';
import type { SampleTypesDatabase } from './sample-types.table.ts';

/** Another plugin's database or transaction, read through this plugin's tables (they share one database). */
const own = <D>(db: Kysely<D>) => ownTables<SampleTypesDatabase, D>(db);

/**
 * Joins another plugin's list query to the sample type its `foreignKey` names (left: a set may
 * have none yet), for `sampleTypeField` and `maxPsiPctField`.
 * @example query: (db) => joinSampleTypes(db.selectFrom('samples'), 'samples.sampleTypeId')
 */
function joinSampleTypes(query: AnySelectQuery, foreignKey: string): AnySelectQuery {
  return query.leftJoin('sampleTypes', (join) => join.onRef('sampleTypes.id', '=', foreignKey));
}

/** Joins another plugin's list query to the test type its `foreignKey` names, for `testTypeField`. */
function joinTestTypes(query: AnySelectQuery, foreignKey: string): AnySelectQuery {
  return query.leftJoin('testTypes', (join) => join.onRef('testTypes.id', '=', foreignKey));
}

/** The sample type's description as a field of a list that `joinSampleTypes`. */
const sampleTypeField = (foreignKey: string, label = 'Sample Type'): TableField => ({
  column: 'sampleTypes.description',
  type: 'text',
  label,
  searchVia: foreignKey,
});

/** The test type's description as a field of a list that `joinTestTypes`. */
const testTypeField = (foreignKey: string, label = 'Test Type'): TableField => ({
  column: 'testTypes.description',
  type: 'text',
  label,
  searchVia: foreignKey,
});

/** The test type's age in days (its dateVariance) as a field of a list that `joinTestTypes`. */
const testAgeField = (label = 'Test Age (days)'): TableField => ({
  column: 'testTypes.dateVariance',
  type: 'number',
  label,
});

/** The sample type's Max PSI % (a decimal string, or null) as a field of a list that `joinSampleTypes`. */
const maxPsiPctField = (label = 'Max PSI %'): TableField => ({
  column: 'sampleTypes.maxPsiPct',
  type: 'text',
  label,
  sortable: false,
  filterable: false,
});

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
  /**
   * Keeps the id an accounting system gave the sample type (its QuickBooks item), inside the
   * caller's transaction, raising the version: a form opened before cannot save the old id back.
   */
  setQuickbooksId: async <D>(db: Kysely<D>, id: number, quickbooksId: string): Promise<void> => {
    await updateVersioned(undefined, (guard) =>
      own(db)
        .updateTable('sampleTypes')
        .set({ quickbooksId, version: guard.next, updatedAt: new Date() })
        .where('id', '=', id)
        .returning('id')
        .executeTakeFirst(),
    );
  },
  /** The ids of the specimen types (not trips or field visits), for load-test seeds. */
  specimenTypeIds: async <D>(db: Kysely<D>) =>
    (await own(db).selectFrom('sampleTypes').select('id').where('nonSpecimen', '=', false).orderBy('id').execute()).map((row) => row.id),
  findTestType: <D>(db: Kysely<D>, id: number) => findTestType(own(db), id),
  /** `findSampleTypes` and `findTestType` of one, kept a few seconds (see `KeptSource`). */
  keptSampleType,
  keptTestType,
  listTestTypes: <D>(db: Kysely<D>) => listTestTypes(own(db)),
  testTypeIdsWithoutTestDate: <D>(db: Kysely<D>) => testTypeIdsWithoutTestDate(own(db)),
  reportTemplateChoices,
  compareSampleTypes,
  joinSampleTypes,
  joinTestTypes,
  sampleTypeField,
  testTypeField,
  testAgeField,
  maxPsiPctField,
};
