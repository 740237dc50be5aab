import { ownTables } from '../../core/db/own-tables.ts';
import type { Kysely } from 'kysely';
import type { AnySelectQuery, TableField } from '../../core/table/model.ts';
import type { InspectorsDatabase } from './inspectors.table.ts';

/** Another plugin's database or transaction, read through this plugin's table (they share one database). */
const own = <D>(db: Kysely<D>) => ownTables<InspectorsDatabase, D>(db);

/**
 * The inspector's name as a field of another plugin's list, searched through its foreign key
 * (the list's query joins the inspectors with `joinInspectors`).
 */
export function inspectorNameField(foreignKey: string, label = 'Inspector'): TableField {
  return { column: 'inspectors.fullName', type: 'text', label, searchVia: foreignKey };
}

/** Left-joins another plugin's list query to the inspector its `foreignKey` names. */
export function joinInspectors(query: AnySelectQuery, foreignKey: string): AnySelectQuery {
  return query.leftJoin('inspectors', (join) => join.onRef('inspectors.id', '=', foreignKey));
}

/** Every inspector's id and name, by name: the choices of a filter or a form. */
export function inspectorChoices<D>(db: Kysely<D>) {
  return own(db).selectFrom('inspectors').select(['id', 'fullName']).orderBy('fullName').orderBy('id').execute();
}

/** The inspectors a company may name on its own pickup requests: its own and the lab's shared ones (no company). */
export function companyInspectorChoices<D>(db: Kysely<D>, customerId: number) {
  return own(db)
    .selectFrom('inspectors')
    .select(['id', 'fullName'])
    .where((eb) => eb.or([eb('customerId', '=', customerId), eb('customerId', 'is', null)]))
    .orderBy('fullName')
    .orderBy('id')
    .execute();
}

/** An inspector's name, license and firm (a report's General Info starts from them), or undefined. */
export function inspectorCredentials<D>(db: Kysely<D>, id: number) {
  return own(db).selectFrom('inspectors').select(['fullName', 'license', 'firm']).where('id', '=', id).executeTakeFirst();
}

export const inspectorsService = { inspectorNameField, joinInspectors, inspectorChoices, companyInspectorChoices, inspectorCredentials };
