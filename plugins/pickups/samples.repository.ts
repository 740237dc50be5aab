import type { Kysely } from 'kysely';
import { updateVersioned } from '../../core/db/versioned.ts';
import type {
  NewSampleRow,
  NewSpecimenRow,
  PickupsDatabase,
  SampleRow,
  SampleUpdate,
  SpecimenRow,
  SpecimenUpdate,
} from './pickups.table.ts';

type Db = Kysely<PickupsDatabase>;

export function samplesOf(db: Db, pickupId: number): Promise<SampleRow[]> {
  return db.selectFrom('samples').selectAll().where('pickupId', '=', pickupId).orderBy('n').execute();
}

export function specimensOf(db: Db, sampleIds: readonly number[]): Promise<SpecimenRow[]> {
  if (sampleIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('specimens')
    .selectAll()
    .where('sampleId', 'in', [...sampleIds])
    .orderBy('sampleId')
    .orderBy('n')
    .execute();
}

export function specimensByIds(db: Db, ids: readonly number[]): Promise<SpecimenRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('specimens')
    .selectAll()
    .where('id', 'in', [...ids])
    .execute();
}

/** A sample set's id and pickup, or undefined. */
export function findSampleSet(db: Db, id: number) {
  return db.selectFrom('samples').select(['id', 'pickupId']).where('id', '=', id).executeTakeFirst();
}

/** A specimen with its pickup's id, or undefined. */
export function findSpecimen(db: Db, id: number) {
  return db
    .selectFrom('specimens')
    .innerJoin('samples', 'samples.id', 'specimens.sampleId')
    .selectAll('specimens')
    .select('samples.pickupId')
    .where('specimens.id', '=', id)
    .executeTakeFirst();
}

/** The next free position under a pickup; call with the pickup locked. */
export async function nextSampleN(db: Db, pickupId: number): Promise<number> {
  const row = await db
    .selectFrom('samples')
    .select((eb) => eb.fn.max('n').as('n'))
    .where('pickupId', '=', pickupId)
    .executeTakeFirst();
  return (row?.n ?? 0) + 1;
}

/** The next free position under a sample set; call with its pickup locked. */
export async function nextSpecimenN(db: Db, sampleId: number): Promise<number> {
  const row = await db
    .selectFrom('specimens')
    .select((eb) => eb.fn.max('n').as('n'))
    .where('sampleId', '=', sampleId)
    .executeTakeFirst();
  return (row?.n ?? 0) + 1;
}

export function insertSample(db: Db, values: NewSampleRow): Promise<SampleRow> {
  return db.insertInto('samples').values(values).returningAll().executeTakeFirstOrThrow();
}

/** Changes a sample set and raises its version. */
export function updateSample(db: Db, id: number, changes: Omit<SampleUpdate, 'version' | 'updatedAt'>): Promise<SampleRow> {
  return db
    .updateTable('samples')
    .set((eb) => ({ ...changes, version: eb('version', '+', 1), updatedAt: new Date() }))
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteSample(db: Db, id: number): Promise<void> {
  await db.deleteFrom('samples').where('id', '=', id).execute();
}

/** A set's specimens in one statement, however many (a set of 50 is one insert, not 50). */
export function insertSpecimens(db: Db, rows: readonly NewSpecimenRow[]): Promise<SpecimenRow[]> {
  if (rows.length === 0) return Promise.resolve([]);
  return db
    .insertInto('specimens')
    .values([...rows])
    .returningAll()
    .execute();
}

/** Changes a specimen and raises its version; from a dialog opened at an older `version`, the 409. */
export function updateSpecimen(
  db: Db,
  id: number,
  changes: Omit<SpecimenUpdate, 'version' | 'updatedAt'>,
  version?: number,
): Promise<SpecimenRow> {
  return updateVersioned(version, (guard) =>
    db
      .updateTable('specimens')
      .set({ ...changes, version: guard.next, updatedAt: new Date() })
      .where('id', '=', id)
      .where(guard.unchanged)
      .returningAll()
      .executeTakeFirst(),
  );
}

export async function deleteSpecimen(db: Db, id: number): Promise<void> {
  await db.deleteFrom('specimens').where('id', '=', id).execute();
}
