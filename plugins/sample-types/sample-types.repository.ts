import type { Kysely } from 'kysely';
import { presentSampleType, presentTestType, type SampleType, type TestType } from './present.ts';
import { compareSampleTypes } from './rules.ts';
import type { SampleTypesDatabase } from './sample-types.table.ts';

export interface SampleTypeDetails extends SampleType {
  defaultTestType: TestType | null;
}

/** One sample type with its default test type, or undefined. */
export async function findSampleType(db: Kysely<SampleTypesDatabase>, id: number): Promise<SampleTypeDetails | undefined> {
  const row = await db.selectFrom('sampleTypes').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const testType = row.defaultTestTypeId === null ? undefined : await findTestType(db, row.defaultTestTypeId);
  return { ...presentSampleType(row), defaultTestType: testType ?? null };
}

/** Several sample types by id, in list order (specimen types first); unknown ids are left out. */
export async function findSampleTypes(db: Kysely<SampleTypesDatabase>, ids: readonly number[]): Promise<SampleType[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('sampleTypes')
    .selectAll()
    .where('id', 'in', [...ids])
    .execute();
  return rows.map(presentSampleType).sort(compareSampleTypes);
}

/** Every sample type, specimen types first, then by description. */
export async function listSampleTypes(db: Kysely<SampleTypesDatabase>): Promise<SampleType[]> {
  const rows = await db.selectFrom('sampleTypes').selectAll().execute();
  return rows.map(presentSampleType).sort(compareSampleTypes);
}

export async function findTestType(db: Kysely<SampleTypesDatabase>, id: number): Promise<TestType | undefined> {
  const row = await db.selectFrom('testTypes').selectAll().where('id', '=', id).executeTakeFirst();
  return row && presentTestType(row);
}

/** Every test type, shortest wait first. */
export async function listTestTypes(db: Kysely<SampleTypesDatabase>): Promise<TestType[]> {
  const rows = await db.selectFrom('testTypes').selectAll().orderBy('dateVariance').orderBy('id').execute();
  return rows.map(presentTestType);
}

/** The ids of the test types whose specimens may be received without a test date (a hold). */
export async function testTypeIdsWithoutTestDate(db: Kysely<SampleTypesDatabase>): Promise<number[]> {
  const rows = await db.selectFrom('testTypes').select('id').where('noTestDateRequired', '=', true).orderBy('id').execute();
  return rows.map((row) => row.id);
}
