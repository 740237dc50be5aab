import { sql, type Kysely } from 'kysely';
import { updateVersioned } from '../../core/db/versioned.ts';
import { record, recordAll, type Writer } from './audit.ts';
import { own } from './caller-db.ts';
import { SPECIMEN_TESTED } from './rules/status.ts';

/**
 * Pickups' own writes of what a break records on its specimens and sample sets: the breaks
 * plugin calls them through `pickupsForBreaks`, inside its transaction, and each change enters
 * the pickup's history.
 */

/** A write in another plugin's transaction (its database type), recorded in the pickup's history. */
export type ForeignWriter<D> = Omit<Writer, 'trx'> & { trx: Kysely<D> };

/** What a saved result says of its specimen: its test status, and whether its tests are complete. */
export interface SpecimenOutcome {
  specimenId: number;
  status: string;
  tested: boolean;
}

/** Holds a sample set's row for the rest of the transaction, so two results of one set are judged one after the other. */
export async function lockSampleSet<D>(db: Kysely<D>, sampleId: number): Promise<{ allowTesting: boolean } | undefined> {
  return own(db).selectFrom('samples').select('allowTesting').where('id', '=', sampleId).forUpdate().executeTakeFirst();
}

/**
 * Sets each specimen's test status and, when its tests are complete, marks it tested: a set of
 * four in one read, one update per distinct outcome and one history statement. A specimen whose
 * status does not change is left as it is.
 */
export async function recordSpecimenTests<D>(writer: ForeignWriter<D>, outcomes: readonly SpecimenOutcome[]): Promise<void> {
  if (outcomes.length === 0) return;
  const trx = own(writer.trx);
  const befores = await trx
    .selectFrom('specimens')
    .innerJoin('samples', 'samples.id', 'specimens.sampleId')
    .selectAll('specimens')
    .select('samples.pickupId')
    .where('specimens.id', 'in', [...new Set(outcomes.map((outcome) => outcome.specimenId))])
    .execute();
  const beforeOf = new Map(befores.map((before) => [before.id, before]));
  const groups = new Map<string, { status: string; specimenStatus: string; ids: number[] }>();
  for (const outcome of outcomes) {
    const before = beforeOf.get(outcome.specimenId);
    if (!before) throw new Error(`specimen ${outcome.specimenId} does not exist`);
    const specimenStatus = outcome.tested ? SPECIMEN_TESTED : before.specimenStatus;
    if (before.status === outcome.status && before.specimenStatus === specimenStatus) continue;
    const key = `${outcome.status}\u0000${specimenStatus}`;
    const group = groups.get(key) ?? { status: outcome.status, specimenStatus, ids: [] };
    group.ids.push(outcome.specimenId);
    groups.set(key, group);
  }
  const afterOf = new Map<number, Record<string, unknown>>();
  const updatedAt = new Date();
  for (const { status, specimenStatus, ids } of groups.values()) {
    const rows = await trx
      .updateTable('specimens')
      .set({ status, specimenStatus, updatedAt, version: sql<number>`version + 1` })
      .where('id', 'in', ids)
      .returningAll()
      .execute();
    for (const row of rows) afterOf.set(row.id, row);
  }
  const changes = outcomes.flatMap(({ specimenId }) => {
    const after = afterOf.get(specimenId);
    const before = beforeOf.get(specimenId)!;
    afterOf.delete(specimenId);
    return after
      ? [
          {
            entity: 'specimen' as const,
            recordId: specimenId,
            action: 'update' as const,
            before,
            after: { ...after, pickupId: before.pickupId },
          },
        ]
      : [];
  });
  await recordAll({ ...writer, trx }, changes);
}

/**
 * Schedules a held specimen: sets its test type and test date, recorded in the pickup's history.
 * A `version` other than the specimen's is a 409.
 */
export async function scheduleSpecimen<D>(
  writer: ForeignWriter<D>,
  specimenId: number,
  change: { testTypeId: number; testDate: string },
  version: number | undefined,
): Promise<void> {
  const trx = own(writer.trx);
  const before = await trx.selectFrom('specimens').selectAll().where('id', '=', specimenId).executeTakeFirstOrThrow();
  const after = await updateVersioned(version, (guard) =>
    trx
      .updateTable('specimens')
      .set({ testTypeId: change.testTypeId, testDate: change.testDate, updatedAt: new Date(), version: guard.next })
      .where('id', '=', specimenId)
      .where(guard.unchanged)
      .returningAll()
      .executeTakeFirst(),
  );
  const pickupId = (await trx.selectFrom('samples').select('pickupId').where('id', '=', before.sampleId).executeTakeFirstOrThrow())
    .pickupId;
  await record({ ...writer, trx }, 'specimen', specimenId, 'update', { ...before, pickupId }, { ...after, pickupId });
}

/** Pauses (false) or re-enables (true) testing of a sample set, recorded in the pickup's history; false when there is no such set. */
export async function setSampleTesting<D>(writer: ForeignWriter<D>, sampleId: number, allowTesting: boolean): Promise<boolean> {
  const trx = own(writer.trx);
  const before = await trx.selectFrom('samples').selectAll().where('id', '=', sampleId).executeTakeFirst();
  if (!before) return false;
  if (before.allowTesting === allowTesting) return true;
  const after = await trx
    .updateTable('samples')
    .set({ allowTesting, updatedAt: new Date(), version: sql<number>`version + 1` })
    .where('id', '=', sampleId)
    .returningAll()
    .executeTakeFirstOrThrow();
  await record({ ...writer, trx }, 'sample', sampleId, 'update', before, after);
  return true;
}
