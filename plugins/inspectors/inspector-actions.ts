import { constraintError } from '../../core/crud/db-errors.ts';
import type { Context } from 'hono';
import type { AnyDatabase } from '../../core/db/database.ts';
import { NotFoundError } from '../../core/errors.ts';
import type { AppEnv } from '../../core/http/env.ts';
import type { PluginContext } from '../../core/plugin/define-plugin.ts';
import { deleteInspector, findInspector, insertInspector, updateInspector } from './inspectors.repository.ts';
import { INSPECTOR_MESSAGES } from './messages.ts';
import type { InspectorInput } from './schema.ts';
import { ownerFor, present, scopeOf, type Inspector } from './service.ts';

export type InspectorDeps = Pick<PluginContext, 'db' | 'audit'>;

const AUDIT_ENTITY = 'inspector';

/**
 * Runs a write in one transaction; a company that does not exist (on save) or pickups that
 * still name the inspector (on delete) become answers a person can act on.
 */
async function inTransaction<T>(deps: InspectorDeps, action: 'save' | 'delete', work: (trx: AnyDatabase) => Promise<T>): Promise<T> {
  try {
    return await deps.db.transaction().execute(work);
  } catch (error) {
    throw constraintError(error, action, {
      missing: { field: 'customerId', message: INSPECTOR_MESSAGES.customer },
      inUse: INSPECTOR_MESSAGES.inUse,
    });
  }
}

const scopeOfRequest = (c: Context<AppEnv>) => scopeOf(c.get('auth')!.user);

/** Creates an inspector; a customer's is always its own company's. */
export async function createInspector(deps: InspectorDeps, c: Context<AppEnv>, input: InspectorInput): Promise<Inspector> {
  const customerId = ownerFor(scopeOfRequest(c), input.customerId);
  return inTransaction(deps, 'save', async (trx) => {
    const inspector = present(await insertInspector(trx, { ...input, customerId }));
    await deps.audit.record(trx, {
      entity: AUDIT_ENTITY,
      recordId: inspector.id,
      action: 'create',
      after: { ...inspector },
      actor: deps.audit.actorOf(c),
    });
    return inspector;
  });
}

/** Changes an inspector the caller may see; another company's answers 404. */
export async function editInspector(deps: InspectorDeps, c: Context<AppEnv>, id: number, input: InspectorInput): Promise<Inspector> {
  const scope = scopeOfRequest(c);
  const customerId = ownerFor(scope, input.customerId);
  return inTransaction(deps, 'save', async (trx) => {
    const before = await findInspector(trx, id, scope);
    if (!before) throw new NotFoundError(INSPECTOR_MESSAGES.notFound);
    const inspector = present(await updateInspector(trx, id, { ...input, customerId }));
    await deps.audit.record(trx, {
      entity: AUDIT_ENTITY,
      recordId: id,
      action: 'update',
      before: { ...present(before) },
      after: { ...inspector },
      actor: deps.audit.actorOf(c),
    });
    return inspector;
  });
}

/** Deletes an inspector the caller may see; one that pickups name is refused. */
export async function removeInspector(deps: InspectorDeps, c: Context<AppEnv>, id: number): Promise<void> {
  const scope = scopeOfRequest(c);
  await inTransaction(deps, 'delete', async (trx) => {
    const before = await findInspector(trx, id, scope);
    if (!before) throw new NotFoundError(INSPECTOR_MESSAGES.notFound);
    await deleteInspector(trx, id);
    await deps.audit.record(trx, {
      entity: AUDIT_ENTITY,
      recordId: id,
      action: 'delete',
      before: { ...present(before) },
      actor: deps.audit.actorOf(c),
    });
  });
}
