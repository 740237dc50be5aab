import type { Actor } from '../../core/auth/actor.ts';
import { companyScope } from '../../core/auth/company-scope.ts';
import { constraintError } from '../../core/db/db-errors.ts';
import { NotFoundError } from '../../core/errors.ts';
import type { PluginContext } from '../../core/plugin/define-plugin.ts';
import type { InspectorsDatabase } from './inspectors.table.ts';
import { deleteInspector, findInspector, insertInspector, updateInspector, type Db } from './inspectors.repository.ts';
import { INSPECTOR_MESSAGES } from './messages.ts';
import type { InspectorInput } from './schema.ts';
import { ownerFor, present, type Inspector } from './rules.ts';

export type InspectorDeps = Pick<PluginContext<InspectorsDatabase>, 'db' | 'audit'>;

const AUDIT_ENTITY = 'inspector';

/**
 * Runs a write in one transaction; a company that does not exist (on save) or pickups that
 * still name the inspector (on delete) become answers a person can act on.
 */
async function inTransaction<T>(deps: InspectorDeps, action: 'save' | 'delete', work: (trx: Db) => Promise<T>): Promise<T> {
  try {
    return await deps.db.transaction().execute(work);
  } catch (error) {
    throw constraintError(error, action, {
      missing: { field: 'customerId', message: INSPECTOR_MESSAGES.customer },
      inUse: INSPECTOR_MESSAGES.inUse,
    });
  }
}

/** Creates an inspector; a customer's is always its own company's. */
export async function createInspector(deps: InspectorDeps, actor: Actor, input: InspectorInput): Promise<Inspector> {
  const { version: _version, ...fields } = input;
  const customerId = ownerFor(companyScope(actor), fields.customerId);
  return inTransaction(deps, 'save', async (trx) => {
    const inspector = present(await insertInspector(trx, { ...fields, customerId }));
    await deps.audit.record(trx, { entity: AUDIT_ENTITY, recordId: inspector.id, action: 'create', after: { ...inspector }, actor });
    return inspector;
  });
}

/** Changes an inspector the caller may see (another company's answers 404); a stale form is a 409. */
export async function editInspector(deps: InspectorDeps, actor: Actor, id: number, input: InspectorInput): Promise<Inspector> {
  const { version, ...fields } = input;
  const scope = companyScope(actor);
  const customerId = ownerFor(scope, fields.customerId);
  return inTransaction(deps, 'save', async (trx) => {
    const before = await findInspector(trx, id, scope);
    if (!before) throw new NotFoundError(INSPECTOR_MESSAGES.notFound);
    const inspector = present(await updateInspector(trx, id, { ...fields, customerId }, version));
    await deps.audit.record(trx, {
      entity: AUDIT_ENTITY,
      recordId: id,
      action: 'update',
      before: { ...present(before) },
      after: { ...inspector },
      actor,
    });
    return inspector;
  });
}

/** Deletes an inspector the caller may see; one that pickups name is refused. */
export async function removeInspector(deps: InspectorDeps, actor: Actor, id: number): Promise<void> {
  await inTransaction(deps, 'delete', async (trx) => {
    const before = await findInspector(trx, id, companyScope(actor));
    if (!before) throw new NotFoundError(INSPECTOR_MESSAGES.notFound);
    await deleteInspector(trx, id);
    await deps.audit.record(trx, { entity: AUDIT_ENTITY, recordId: id, action: 'delete', before: { ...present(before) }, actor });
  });
}
