import type { Kysely } from 'kysely';
import type { NewSampleTypeRow, NewTestTypeRow, SampleTypesDatabase } from './sample-types.table.ts';

/** The demo lab's test types: the usual early and acceptance breaks, and a hold without a date. */
export const DEMO_TEST_TYPES: NewTestTypeRow[] = [
  { description: 'Hold', dateVariance: 0, noTestDateRequired: true },
  { description: '3 Day', dateVariance: 3 },
  { description: '7 Day', dateVariance: 7 },
  { description: '28 Day', dateVariance: 28 },
  { description: '56 Day', dateVariance: 56 },
];

type DemoSampleType = Omit<NewSampleTypeRow, 'defaultTestTypeId' | 'breakSchedule'> & {
  testType: string | null;
  /** The default break schedule by test type description: [qty, test type]. */
  schedule?: ReadonlyArray<readonly [number, string]>;
};

/** The demo lab's price list: one sample type per template family, and two things billed but not broken. */
export const DEMO_SAMPLE_TYPES: DemoSampleType[] = [
  {
    description: 'Concrete Cylinder 4x8',
    sku: 1001,
    defaultRate: '25.00',
    maxPsiPct: '75',
    testType: '28 Day',
    defaultReportTemplate: 'ds-pq-502.1',
  },
  {
    description: 'Concrete Cylinder 6x12',
    sku: 1002,
    defaultRate: '30.00',
    maxPsiPct: '75',
    testType: '28 Day',
    // A set split as labs split it: one early break, two acceptance breaks, one kept in reserve.
    schedule: [
      [1, '7 Day'],
      [2, '28 Day'],
      [1, 'Hold'],
    ],
    defaultReportTemplate: 'ds-pq-502.1',
  },
  {
    description: 'FRP Panel (Tensile Coupons)',
    sku: 2001,
    defaultRate: '85.00',
    maxPsiPct: null,
    testType: '7 Day',
    defaultReportTemplate: 'ds-pq-502.2',
  },
  {
    description: 'FRP Panel with Materials and Equipment',
    sku: 2002,
    defaultRate: '120.00',
    maxPsiPct: null,
    testType: '7 Day',
    defaultReportTemplate: 'ds-pq-502.3',
  },
  {
    description: 'Grout Prism',
    sku: 3001,
    defaultRate: '28.00',
    maxPsiPct: '100',
    testType: '28 Day',
    defaultReportTemplate: 'ds-pq-502.4',
  },
  {
    description: 'Mortar Cube',
    sku: 3002,
    defaultRate: '22.00',
    maxPsiPct: '100',
    testType: '28 Day',
    defaultReportTemplate: 'ds-pq-502.5',
  },
  {
    description: 'Masonry Prism',
    sku: 3003,
    defaultRate: '95.00',
    maxPsiPct: '100',
    testType: '28 Day',
    defaultReportTemplate: 'ds-pq-502.6',
  },
  {
    description: 'Trip / Field Visit',
    sku: 9001,
    defaultRate: '65.00',
    maxPsiPct: null,
    nonSpecimen: true,
    testType: null,
    defaultReportTemplate: null,
  },
  {
    description: 'Field Test (Slump, Air, Temperature)',
    sku: 9002,
    defaultRate: '45.00',
    maxPsiPct: null,
    nonSpecimen: true,
    testType: null,
    defaultReportTemplate: null,
  },
];

async function missing<T extends { description: string }>(
  db: Kysely<SampleTypesDatabase>,
  table: 'sampleTypes' | 'testTypes',
  rows: T[],
): Promise<T[]> {
  const existing = await db.selectFrom(table).select('description').execute();
  const known = new Set(existing.map((row) => row.description.toLowerCase()));
  return rows.filter((row) => !known.has(row.description.toLowerCase()));
}

/** Adds the demo test types and sample types that are missing; running it twice changes nothing. */
export async function seedDemoSampleTypes(db: Kysely<SampleTypesDatabase>): Promise<void> {
  const newTestTypes = await missing(db, 'testTypes', DEMO_TEST_TYPES);
  if (newTestTypes.length > 0) await db.insertInto('testTypes').values(newTestTypes).execute();
  const testTypes = await db.selectFrom('testTypes').select(['id', 'description']).execute();
  const testTypeId = (description: string | null) => testTypes.find((row) => row.description === description)?.id ?? null;
  const newSampleTypes = await missing(db, 'sampleTypes', DEMO_SAMPLE_TYPES);
  if (newSampleTypes.length === 0) return;
  await db
    .insertInto('sampleTypes')
    .values(
      newSampleTypes.map(({ testType, schedule, ...row }) => ({
        ...row,
        defaultTestTypeId: testTypeId(testType),
        breakSchedule: schedule ? JSON.stringify(schedule.map(([qty, type]) => ({ qty, testTypeId: testTypeId(type) }))) : null,
        quickbooksId: row.quickbooksId ?? null,
      })),
    )
    .execute();
}
