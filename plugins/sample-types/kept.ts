import { cachePerPortal, KEPT_REFERENCE_MS, type KeptSource } from '../../lib/cache/kept-reference.ts';
import { ownTables } from '../../core/db/own-tables.ts';
import type { SampleType, TestType } from './present.ts';
import { findSampleTypes, findTestType } from './sample-types.repository.ts';
import type { SampleTypesDatabase } from './sample-types.table.ts';

const sampleTypes = cachePerPortal<SampleType | undefined>({ ttlMs: KEPT_REFERENCE_MS, tables: ['sample_types'] });
const testTypes = cachePerPortal<TestType | undefined>({ ttlMs: KEPT_REFERENCE_MS, tables: ['test_types'] });

/** A sample type as a break save reads it, kept a few seconds: each set of four read it again before. */
export function keptSampleType<D>(source: KeptSource<D>, id: number): Promise<SampleType | undefined> {
  const db = ownTables<SampleTypesDatabase, D>(source.db);
  return sampleTypes(source.dataChanges).get(String(id), async () => (await findSampleTypes(db, [id]))[0]);
}

/** A test type as a break save reads it, kept a few seconds. */
export function keptTestType<D>(source: KeptSource<D>, id: number): Promise<TestType | undefined> {
  const db = ownTables<SampleTypesDatabase, D>(source.db);
  return testTypes(source.dataChanges).get(String(id), () => findTestType(db, id));
}
