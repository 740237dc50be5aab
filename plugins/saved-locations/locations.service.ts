import type { Actor } from '../../core/auth/actor.ts';
import { companyScope } from '../../core/auth/company-scope.ts';
import { constraintError } from '../../core/db/db-errors.ts';
import { NotFoundError } from '../../core/errors.ts';
import type { PluginContext } from '../../core/plugin/define-plugin.ts';
import type { PermissionRegistry } from '../../core/plugin/permissions.ts';
import type { SavedLocationsDatabase } from './locations.table.ts';
import { companyCharges, deleteLocation, findLocation, insertLocation, updateLocation, type Db } from './locations.repository.ts';
import { LOCATION_MESSAGES as M } from './messages.ts';
import { LOCATIONS_PERMISSION } from './permissions.ts';
import type { LocationInput } from './schema.ts';
import { columnsFor, present, type LabCharges, type Location, type LocationScope } from './rules.ts';

export type LocationDeps = Pick<PluginContext<SavedLocationsDatabase>, 'db' | 'audit'>;

/** Who is asking: who acts, whose locations they reach, and whether they see and set the charges. */
export interface LocationCaller {
  actor: Actor;
  scope: LocationScope;
  charges: boolean;
}

export function callerOf(permissions: PermissionRegistry, actor: Actor): LocationCaller {
  return { actor, scope: companyScope(actor), charges: permissions.allows(actor.role, LOCATIONS_PERMISSION.tripCharge) };
}

const AUDIT_ENTITY = 'location';

/** The constraint errors a write can meet, as answers a person can act on. */
async function inTransaction<T>(deps: LocationDeps, action: 'save' | 'delete', work: (trx: Db) => Promise<T>): Promise<T> {
  try {
    return await deps.db.transaction().execute(work);
  } catch (error) {
    throw constraintError(error, action, { duplicate: M.duplicate, missing: { field: 'customerId', message: M.customer }, inUse: M.inUse });
  }
}

const chargesOf = (row: { tripCharge: string | null; fuelCharge: boolean }): LabCharges => ({
  tripCharge: row.tripCharge,
  fuelCharge: row.fuelCharge,
});

/** Creates a location: a customer's is its own company's, without a trip charge, with the company's fuel charge. */
export async function createLocation(
  deps: LocationDeps,
  { actor, scope, charges }: LocationCaller,
  input: LocationInput,
): Promise<Location> {
  const { version: _version, ...fields } = input;
  const columns = columnsFor(scope, fields, null);
  return inTransaction(deps, 'save', async (trx) => {
    const row = await insertLocation(trx, charges ? columns : { ...columns, ...(await companyCharges(trx, columns.customerId)) });
    await deps.audit.record(trx, { entity: AUDIT_ENTITY, recordId: row.id, action: 'create', after: { ...present(row, true) }, actor });
    return present(row, charges);
  });
}

/** Changes a location the caller may see (another company's answers 404); a customer keeps the lab's charges; a stale form is a 409. */
export async function editLocation(
  deps: LocationDeps,
  { actor, scope, charges }: LocationCaller,
  id: number,
  input: LocationInput,
): Promise<Location> {
  const { version, ...fields } = input;
  return inTransaction(deps, 'save', async (trx) => {
    const before = await findLocation(trx, id, scope);
    if (!before) throw new NotFoundError(M.notFound);
    const row = await updateLocation(trx, id, columnsFor(scope, fields, charges ? null : chargesOf(before)), version);
    await deps.audit.record(trx, {
      entity: AUDIT_ENTITY,
      recordId: id,
      action: 'update',
      before: { ...present(before, true) },
      after: { ...present(row, true) },
      actor,
    });
    return present(row, charges);
  });
}

/** Deletes a location the caller may see. */
export async function removeLocation(deps: LocationDeps, { actor, scope }: LocationCaller, id: number): Promise<void> {
  await inTransaction(deps, 'delete', async (trx) => {
    const before = await findLocation(trx, id, scope);
    if (!before) throw new NotFoundError(M.notFound);
    await deleteLocation(trx, id);
    await deps.audit.record(trx, { entity: AUDIT_ENTITY, recordId: id, action: 'delete', before: { ...present(before, true) }, actor });
  });
}
