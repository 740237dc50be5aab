import { sql, type ColumnType, type Generated, type Kysely } from 'kysely';
import type { CoreDatabase } from '../db/core-database.ts';

export interface AuditTrailTable {
  id: Generated<number>;
  entity: string;
  recordId: string;
  action: string;
  before: ColumnType<Record<string, unknown> | null, string | null, never>;
  after: ColumnType<Record<string, unknown> | null, string | null, never>;
  userId: number | null;
  impersonatorId: number | null;
  createdAt: ColumnType<Date, never, never>;
}

export interface AuditTables {
  auditTrail: AuditTrailTable;
}

/** Who made a change: the signed-in user (none for the system: seeds, jobs), and the staff member behind an impersonation. */
export interface AuditActor {
  userId: number | null;
  impersonatorId?: number | null;
}

export interface AuditEntry {
  entity: string;
  recordId: string | number;
  action: 'create' | 'update' | 'delete' | (string & {});
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  actor: AuditActor;
}

export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

export interface HistoryEntry {
  id: number;
  entity: string;
  recordId: string;
  action: string;
  userId: number | null;
  impersonatorId: number | null;
  /** The user's and the impersonating staff member's names, null for the system. */
  user: string | null;
  impersonator: string | null;
  createdAt: Date;
  changes: FieldChange[];
}

/**
 * Other records whose history belongs with a record's: those of these entities whose recorded
 * values carry the record's id in `field` (a pickup's sample sets and specimens carry `pickupId`),
 * found even after they were deleted or moved.
 */
export interface RelatedRecords {
  entities: readonly string[];
  field: string;
}

/** Bookkeeping every save changes: not a change a person made, so the history does not list it. */
const BOOKKEEPING = new Set(['version']);

/** The fields whose values differ between two versions of a record. */
export function diffRecords(before: Record<string, unknown> | null, after: Record<string, unknown> | null): FieldChange[] {
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})].filter((field) => !BOOKKEEPING.has(field)));
  const changes: FieldChange[] = [];
  for (const field of fields) {
    const was = before?.[field] ?? null;
    const is = after?.[field] ?? null;
    if (JSON.stringify(was) !== JSON.stringify(is)) changes.push({ field, before: was, after: is });
  }
  return changes;
}

/**
 * Records a change. Pass the transaction that makes the change, so the record and its
 * history are written together or not at all (ISO/IEC 17025: who changed a result, when, from what).
 */
export async function recordChange(db: Kysely<CoreDatabase>, entry: AuditEntry): Promise<void> {
  await recordChanges(db, [entry]);
}

/** Records several changes in one statement: a sample set's specimens, made together. */
export async function recordChanges(db: Kysely<CoreDatabase>, entries: readonly AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await db
    .insertInto('auditTrail')
    .values(
      entries.map((entry) => ({
        entity: entry.entity,
        recordId: String(entry.recordId),
        action: entry.action,
        before: entry.before ? JSON.stringify(entry.before) : null,
        after: entry.after ? JSON.stringify(entry.after) : null,
        userId: entry.actor.userId,
        impersonatorId: entry.actor.impersonatorId ?? null,
      })),
    )
    .execute();
}

/**
 * A record's history, oldest first, each entry with the fields it changed and who changed them;
 * with `related`, the history of the records that belong with it, in the same order.
 * @example await recordHistory(db, 'pickup', 12, { entities: ['sample', 'specimen'], field: 'pickupId' })
 */
export async function recordHistory(
  db: Kysely<CoreDatabase>,
  entity: string,
  recordId: string | number,
  related?: RelatedRecords,
): Promise<HistoryEntry[]> {
  const id = String(recordId);
  const rows = await db
    .selectFrom('auditTrail')
    .leftJoin('users as actor', 'actor.id', 'auditTrail.userId')
    .leftJoin('users as staff', 'staff.id', 'auditTrail.impersonatorId')
    .selectAll('auditTrail')
    .select([
      sql<string | null>`nullif(trim(concat_ws(' ', actor.first_name, actor.last_name)), '')`.as('user'),
      sql<string | null>`nullif(trim(concat_ws(' ', staff.first_name, staff.last_name)), '')`.as('impersonator'),
    ])
    .where((eb) => {
      const own = eb.and([eb('auditTrail.entity', '=', entity), eb('auditTrail.recordId', '=', id)]);
      if (!related || related.entities.length === 0) return own;
      return eb.or([
        own,
        eb.and([
          eb('auditTrail.entity', 'in', [...related.entities]),
          eb.or([eb(sql`audit_trail."after"->>${related.field}`, '=', id), eb(sql`audit_trail."before"->>${related.field}`, '=', id)]),
        ]),
      ]);
    })
    .orderBy('auditTrail.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    entity: row.entity,
    recordId: row.recordId,
    action: row.action,
    userId: row.userId,
    impersonatorId: row.impersonatorId,
    user: row.userId === null ? null : row.user,
    impersonator: row.impersonatorId === null ? null : row.impersonator,
    createdAt: row.createdAt,
    changes: diffRecords(row.before, row.after),
  }));
}
