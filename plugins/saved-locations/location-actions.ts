import { constraintError } from '../../core/crud/db-errors.ts';
import type { Context } from 'hono';
import type { AnyDatabase } from '../../core/db/database.ts';
import { NotFoundError } from '../../core/errors.ts';
import type { AppEnv } from '../../core/http/env.ts';
import type { PluginContext } from '../../core/plugin/define-plugin.ts';
import { companyCharges, deleteLocation, findLocation, insertLocation, updateLocation } from './locations.repository.ts';
import { LOCATION_MESSAGES as M } from './messages.ts';
import { LOCATIONS_PERMISSION } from './permissions.ts';
import type { LocationInput } from './schema.ts';
import { columnsFor, present, scopeOf, type LabCharges, type Location } from './service.ts';

export type LocationDeps = Pick<PluginContext, 'db' | 'audit' | 'permissions'>;

const AUDIT_ENTITY = 'location';

/** Who is asking: whose locations they reach, and whether they see and set the charges. */
export function callerOf(deps: Pick<PluginContext, 'permissions'>, c: Context<AppEnv>) {
  const user = c.get('auth')!.user;
  return { scope: scopeOf(user), charges: deps.permissions.allows(user.role, LOCATIONS_PERMISSION.tripCharge) };
}

/** The constraint errors a write can meet, as answers a person can act on. */
async function inTransaction<T>(deps: LocationDeps, action: 'save' | 'delete', work: (trx: AnyDatabase) => Promise<T>): Promise<T> {
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
export async function createLocation(deps: LocationDeps, c: Context<AppEnv>, input: LocationInput): Promise<Location> {
  const { scope, charges } = callerOf(deps, c);
  const columns = columnsFor(scope, input, null);
  return inTransaction(deps, 'save', async (trx) => {
    const row = await insertLocation(trx, charges ? columns : { ...columns, ...(await companyCharges(trx, columns.customerId)) });
    await deps.audit.record(trx, {
      entity: AUDIT_ENTITY,
      recordId: row.id,
      action: 'create',
      after: { ...present(row, true) },
      actor: deps.audit.actorOf(c),
    });
    return present(row, charges);
  });
}

/** Changes a location the caller may see (another company's answers 404); a customer keeps the lab's charges. */
export async function editLocation(deps: LocationDeps, c: Context<AppEnv>, id: number, input: LocationInput): Promise<Location> {
  const { scope, charges } = callerOf(deps, c);
  return inTransaction(deps, 'save', async (trx) => {
    const before = await findLocation(trx, id, scope);
    if (!before) throw new NotFoundError(M.notFound);
    const row = await updateLocation(trx, id, columnsFor(scope, input, charges ? null : chargesOf(before)));
    await deps.audit.record(trx, {
      entity: AUDIT_ENTITY,
      recordId: id,
      action: 'update',
      before: { ...present(before, true) },
      after: { ...present(row, true) },
      actor: deps.audit.actorOf(c),
    });
    return present(row, charges);
  });
}

/** Deletes a location the caller may see. */
export async function removeLocation(deps: LocationDeps, c: Context<AppEnv>, id: number): Promise<void> {
  const { scope } = callerOf(deps, c);
  await inTransaction(deps, 'delete', async (trx) => {
    const before = await findLocation(trx, id, scope);
    if (!before) throw new NotFoundError(M.notFound);
    await deleteLocation(trx, id);
    await deps.audit.record(trx, {
      entity: AUDIT_ENTITY,
      recordId: id,
      action: 'delete',
      before: { ...present(before, true) },
      actor: deps.audit.actorOf(c),
    });
  });
}
