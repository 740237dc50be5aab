import type { ColumnType, Generated, Kysely } from 'kysely';
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

/** Who made a change: the signed-in user, and the staff member behind an impersonated session. */
export interface Actor {
  userId: number | null;
  impersonatorId?: number | null;
}

export interface AuditEntry {
  entity: string;
  recordId: string | number;
  action: 'create' | 'update' | 'delete' | (string & {});
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  actor: Actor;
}

export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

export interface HistoryEntry {
  id: number;
  action: string;
  userId: number | null;
  impersonatorId: number | null;
  createdAt: Date;
  changes: FieldChange[];
}

/** The fields whose values differ between two versions of a record. */
export function diffRecords(before: Record<string, unknown> | null, after: Record<string, unknown> | null): FieldChange[] {
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
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
  await db
    .insertInto('auditTrail')
    .values({
      entity: entry.entity,
      recordId: String(entry.recordId),
      action: entry.action,
      before: entry.before ? JSON.stringify(entry.before) : null,
      after: entry.after ? JSON.stringify(entry.after) : null,
      userId: entry.actor.userId,
      impersonatorId: entry.actor.impersonatorId ?? null,
    })
    .execute();
}

/** A record's history, oldest first, each entry with the fields it changed. */
export async function recordHistory(db: Kysely<CoreDatabase>, entity: string, recordId: string | number): Promise<HistoryEntry[]> {
  const rows = await db
    .selectFrom('auditTrail')
    .selectAll()
    .where('entity', '=', entity)
    .where('recordId', '=', String(recordId))
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    action: row.action,
    userId: row.userId,
    impersonatorId: row.impersonatorId,
    createdAt: row.createdAt,
    changes: diffRecords(row.before, row.after),
  }));
}
