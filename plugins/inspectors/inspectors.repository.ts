import { sql, type Kysely } from 'kysely';
import { updateVersioned } from '../../core/db/versioned.ts';
import type { AnySelectQuery } from '../../core/table/model.ts';
import { escapeLike } from '../../core/table/query.ts';
import type { InspectorRow, InspectorsDatabase, NewInspectorRow } from './inspectors.table.ts';
import { SEARCH_LIMIT } from './messages.ts';
import type { InspectorScope } from './rules.ts';

export type Db = Kysely<InspectorsDatabase>;

/**
 * Narrows a query on `inspectors` to what the scope may see, in the query itself. A customer
 * whose account has no company yet sees nothing, never the lab's unassigned inspectors.
 */
export function restrictToScope<Q extends AnySelectQuery>(query: Q, scope: InspectorScope): Q {
  if (scope.all) return query;
  if (scope.customerId === null) return query.where(sql<boolean>`false`) as Q;
  return query.where('inspectors.customerId', '=', scope.customerId) as Q;
}

export function findInspector(db: Db, id: number, scope: InspectorScope): Promise<InspectorRow | undefined> {
  return restrictToScope(db.selectFrom('inspectors').selectAll('inspectors').where('inspectors.id', '=', id), scope).executeTakeFirst();
}

export function insertInspector(db: Db, values: NewInspectorRow): Promise<InspectorRow> {
  return db.insertInto('inspectors').values(values).returningAll().executeTakeFirstOrThrow();
}

/** Saves an inspector from a form opened at `version`; a newer save since is the 409. */
export function updateInspector(db: Db, id: number, values: NewInspectorRow, version: number | undefined): Promise<InspectorRow> {
  return updateVersioned(version, (guard) =>
    db
      .updateTable('inspectors')
      .set({ ...values, version: guard.next, updatedAt: new Date() })
      .where('id', '=', id)
      .where(guard.unchanged)
      .returningAll()
      .executeTakeFirst(),
  );
}

export async function deleteInspector(db: Db, id: number): Promise<void> {
  await db.deleteFrom('inspectors').where('id', '=', id).execute();
}

/**
 * The autosuggest: inspectors whose name, firm or e-mail contains the query (ignoring case),
 * by name. With a customer, that customer's own inspectors and the lab's unassigned ones.
 */
export function searchInspectors(db: Db, query: string, customerId: number | null, scope: InspectorScope): Promise<InspectorRow[]> {
  const pattern = `%${escapeLike(query)}%`;
  let select = db
    .selectFrom('inspectors')
    .selectAll('inspectors')
    .where((eb) => eb.or([eb('fullName', 'ilike', pattern), eb('firm', 'ilike', pattern), eb('email', 'ilike', pattern)]));
  if (customerId !== null) select = select.where((eb) => eb.or([eb('customerId', '=', customerId), eb('customerId', 'is', null)]));
  return restrictToScope(select, scope).orderBy('fullName').orderBy('id').limit(SEARCH_LIMIT).execute();
}
