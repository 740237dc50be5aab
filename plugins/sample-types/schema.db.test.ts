import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../../testing/databases.ts';
import { createTestPortal, type TestPortal } from '../../testing/portal.ts';
import sampleTypes from './index.ts';
import type { SampleTypesDatabase } from './sample-types.table.ts';

describe.each(dialectsUnderTest())('sample_types and test_types tables on %s', (kind) => {
  let t: TestPortal;
  let db: Kysely<SampleTypesDatabase>;
  beforeAll(async () => {
    t = await createTestPortal({ kind, plugins: [sampleTypes], seed: false });
    db = t.db as unknown as Kysely<SampleTypesDatabase>;
  });
  afterAll(() => t.close());

  it('links a sample type to its default test type and keeps money as numeric', async () => {
    const testType = await db
      .insertInto('testTypes')
      .values({ description: 'Schema 28 Day', dateVariance: 28 })
      .returningAll()
      .executeTakeFirstOrThrow();
    expect(testType.noTestDateRequired).toBe(false);
    const row = await db
      .insertInto('sampleTypes')
      .values({
        description: 'Schema cylinder',
        sku: 7,
        defaultRate: '12.5',
        maxPsiPct: 50,
        defaultTestTypeId: testType.id,
        defaultReportTemplate: null,
        quickbooksId: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ defaultRate: '12.50', maxPsiPct: '50.00', nonSpecimen: false, defaultTestTypeId: testType.id });
  });

  it('refuses a zero SKU and a second type with the same description in any case', async () => {
    const base = { defaultRate: null, maxPsiPct: null, defaultTestTypeId: null, defaultReportTemplate: null, quickbooksId: null };
    await expect(
      db
        .insertInto('sampleTypes')
        .values({ ...base, description: 'Zero', sku: 0 })
        .execute(),
    ).rejects.toThrow(/check constraint/);
    await expect(
      db
        .insertInto('sampleTypes')
        .values({ ...base, description: 'SCHEMA CYLINDER', sku: null })
        .execute(),
    ).rejects.toThrow(/duplicate key/);
  });
});
