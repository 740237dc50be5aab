import { sql, type Kysely } from 'kysely';
import type { FieldChange } from '../../core/audit/audit.ts';
import type { VersionGuard } from '../../core/db/versioned.ts';
import type {
  BreaksDatabase,
  NewTestResultRow,
  StoredRemark,
  TestResultChangeRow,
  TestResultRow,
  TestResultStatus,
} from './breaks.table.ts';

type Db = Kysely<BreaksDatabase>;

export function findTestResult(db: Db, id: number): Promise<TestResultRow | undefined> {
  return db.selectFrom('testResults').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findTestResultOfSpecimen(db: Db, specimenId: number): Promise<TestResultRow | undefined> {
  return db.selectFrom('testResults').selectAll().where('specimenId', '=', specimenId).executeTakeFirst();
}

export async function testResultsOfSpecimens(db: Db, specimenIds: readonly number[]): Promise<TestResultRow[]> {
  if (specimenIds.length === 0) return [];
  return db
    .selectFrom('testResults')
    .selectAll()
    .where('specimenId', 'in', [...new Set(specimenIds)])
    .orderBy('id')
    .execute();
}

export function testResultsOfSample(db: Db, sampleId: number): Promise<TestResultRow[]> {
  return db.selectFrom('testResults').selectAll().where('sampleId', '=', sampleId).orderBy('id').execute();
}

export function testResultsOfPickup(db: Db, pickupId: number): Promise<TestResultRow[]> {
  return db.selectFrom('testResults').selectAll().where('pickupId', '=', pickupId).orderBy('id').execute();
}

export async function failedResultsOfSamples(db: Db, sampleIds: readonly number[]): Promise<TestResultRow[]> {
  if (sampleIds.length === 0) return [];
  return db
    .selectFrom('testResults')
    .selectAll()
    .where('sampleId', 'in', [...new Set(sampleIds)])
    .where('status', '=', 'Failed')
    .orderBy('id')
    .execute();
}

/** The columns a save writes, computed by the service from the engine's evaluation. */
export interface TestResultValues {
  templateId: string;
  templateVersion: string;
  results: Record<string, unknown>;
  computed: Record<string, unknown>;
  remarks: StoredRemark[];
  status: TestResultStatus;
  message: string | null;
  calculatedPsi: number | string | null;
  testDate: string | null;
  testsComplete: boolean;
}

const serialised = (values: TestResultValues) => ({
  ...values,
  results: JSON.stringify(values.results),
  computed: JSON.stringify(values.computed),
  remarks: JSON.stringify(values.remarks),
});

/** A first result to insert, with the history entry that records its creation. */
export interface FirstResult {
  keys: Pick<NewTestResultRow, 'specimenId' | 'sampleId' | 'pickupId' | 'sampleTypeId' | 'createdBy'>;
  values: TestResultValues;
  history: { changedByName: string; after: Record<string, unknown>; changes: FieldChange[] };
}

/**
 * Inserts first results and their creation in their history in one statement (a set of four
 * made two round trips), answering the results in the order given. Each history entry takes its
 * result's id, version, template and status from the row inserted.
 */
export async function insertTestResults(db: Db, rows: readonly FirstResult[]): Promise<TestResultRow[]> {
  if (rows.length === 0) return [];
  const entries = JSON.stringify(rows.map(({ keys, history }) => ({ specimenId: keys.specimenId, ...history })));
  const inserted = await db
    .with('inserted', (cte) =>
      cte
        .insertInto('testResults')
        .values(rows.map(({ keys, values }) => ({ ...keys, updatedBy: keys.createdBy, ...serialised(values) })))
        .returningAll(),
    )
    .with('history', (cte) =>
      cte
        .insertInto('testResultChanges')
        .columns([
          'testResultId',
          'version',
          'action',
          'changedBy',
          'changedByName',
          'templateId',
          'templateVersion',
          'statusAfter',
          'after',
          'changes',
        ])
        .expression((eb) =>
          eb
            .selectFrom(['inserted', sql<{ entry: unknown }>`jsonb_array_elements(${entries}::jsonb)`.as('entry')])
            .select([
              'inserted.id',
              'inserted.version',
              sql.lit('create').as('action'),
              'inserted.createdBy',
              sql<string>`entry ->> 'changedByName'`.as('changedByName'),
              'inserted.templateId',
              'inserted.templateVersion',
              'inserted.status',
              sql`entry -> 'after'`.as('after'),
              sql`entry -> 'changes'`.as('changes'),
            ])
            .where(sql<boolean>`(entry ->> 'specimenId')::integer = ${sql.ref('inserted.specimenId')}`),
        ),
    )
    .selectFrom('inserted')
    .selectAll()
    .execute();
  // RETURNING's order is not promised: each row is found again by its specimen (one result each).
  const bySpecimen = new Map(inserted.map((row) => [row.specimenId, row]));
  return rows.map(({ keys }) => bySpecimen.get(keys.specimenId)!);
}

/** Updates a result only while it still has `version` (the caller wraps it in `updateVersioned`). */
export function updateTestResult(
  db: Db,
  id: number,
  values: TestResultValues,
  updatedBy: number | null,
  guard: VersionGuard,
): Promise<TestResultRow | undefined> {
  return db
    .updateTable('testResults')
    .set({ ...serialised(values), updatedBy, updatedAt: new Date(), version: guard.next })
    .where('id', '=', id)
    .where(guard.unchanged)
    .returningAll()
    .executeTakeFirst();
}

export interface NewChange {
  testResultId: number;
  version: number;
  action: 'create' | 'update';
  changedBy: number | null;
  changedByName: string;
  templateId: string;
  templateVersion: string;
  statusBefore: TestResultStatus | null;
  statusAfter: TestResultStatus;
  before: Record<string, unknown> | null;
  after: Record<string, unknown>;
  changes: FieldChange[];
}

/** Inserts history entries in one statement. */
export async function insertChanges(db: Db, changes: readonly NewChange[]): Promise<void> {
  if (changes.length === 0) return;
  await db
    .insertInto('testResultChanges')
    .values(
      changes.map((change) => ({
        ...change,
        before: JSON.stringify(change.before),
        after: JSON.stringify(change.after),
        changes: JSON.stringify(change.changes),
      })),
    )
    .execute();
}

export function changesOfTestResult(db: Db, testResultId: number): Promise<TestResultChangeRow[]> {
  return db.selectFrom('testResultChanges').selectAll().where('testResultId', '=', testResultId).orderBy('version').execute();
}
