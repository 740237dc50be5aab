import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { AnyDatabase } from '../../core/db/database.ts';
import { escapeLike } from '../../core/table/query.ts';
import type { InspectorRow, InspectorsDatabase, NewInspectorRow } from './inspector.table.ts';
import { SEARCH_LIMIT } from './messages.ts';
import type { InspectorScope } from './service.ts';

type Db = Kysely<InspectorsDatabase>;
// oxlint-disable-next-line typescript/no-explicit-any -- the restriction serves the plugin's queries and the generic table's
type AnyInspectorQuery = SelectQueryBuilder<any, any, any>;

const asDb = (db: AnyDatabase) => db as Db;

/**
 * Narrows a query on `inspectors` to what the scope may see, in the query itself. A customer
 * whose account has no company yet sees nothing, never the lab's unassigned inspectors.
 */
export function restrictToScope<Q extends AnyInspectorQuery>(query: Q, scope: InspectorScope): Q {
  if (scope.all) return query;
  if (scope.customerId === null) return query.where(sql<boolean>`false`) as Q;
  return query.where('inspectors.customerId', '=', scope.customerId) as Q;
}

export function findInspector(db: AnyDatabase, id: number, scope: InspectorScope): Promise<InspectorRow | undefined> {
  return restrictToScope(
    asDb(db).selectFrom('inspectors').selectAll('inspectors').where('inspectors.id', '=', id),
    scope,
  ).executeTakeFirst();
}

export function insertInspector(db: AnyDatabase, values: NewInspectorRow): Promise<InspectorRow> {
  return asDb(db).insertInto('inspectors').values(values).returningAll().executeTakeFirstOrThrow();
}

export function updateInspector(db: AnyDatabase, id: number, values: NewInspectorRow): Promise<InspectorRow> {
  return asDb(db)
    .updateTable('inspectors')
    .set({ ...values, updatedAt: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteInspector(db: AnyDatabase, id: number): Promise<void> {
  await asDb(db).deleteFrom('inspectors').where('id', '=', id).execute();
}

/**
 * The autosuggest: inspectors whose name, firm or e-mail contains the query (ignoring case),
 * by name. With a customer, that customer's own inspectors and the lab's unassigned ones.
 */
export function searchInspectors(
  db: AnyDatabase,
  query: string,
  customerId: number | null,
  scope: InspectorScope,
): Promise<InspectorRow[]> {
  const pattern = `%${escapeLike(query)}%`;
  let select = asDb(db)
    .selectFrom('inspectors')
    .selectAll('inspectors')
    .where((eb) => eb.or([eb('fullName', 'ilike', pattern), eb('firm', 'ilike', pattern), eb('email', 'ilike', pattern)]));
  if (customerId !== null) select = select.where((eb) => eb.or([eb('customerId', '=', customerId), eb('customerId', 'is', null)]));
  return restrictToScope(select, scope).orderBy('fullName').orderBy('id').limit(SEARCH_LIMIT).execute();
}
