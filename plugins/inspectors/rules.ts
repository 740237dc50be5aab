import type { CompanyScope } from '../../core/auth/company-scope.ts';
import { NotAllowedError } from '../../core/errors.ts';
import { INSPECTOR_MESSAGES } from './messages.ts';
import type { InspectorRow } from './inspectors.table.ts';

/** Whose records a user may see (core's rule for every company-owned record). */
export type InspectorScope = CompanyScope;

/**
 * The company an inspector is saved for: a customer's inspectors are always its own,
 * whatever id it sent; staff choose (or leave it empty for one of the lab's inspectors).
 * @example ownerFor({ all: false, customerId: 4 }, 9) // 4
 */
export function ownerFor(scope: InspectorScope, requested: number | null): number | null {
  if (scope.all) return requested;
  if (scope.customerId === null) throw new NotAllowedError(INSPECTOR_MESSAGES.unlinked);
  return scope.customerId;
}

/** The success text a save shows: staff see the record's, a customer its own form of it. */
export function savedMessage(scope: InspectorScope): string {
  return scope.all ? INSPECTOR_MESSAGES.saved : INSPECTOR_MESSAGES.savedOwn;
}

/** The inspector as the API answers it. */
export type Inspector = Omit<InspectorRow, 'createdAt' | 'updatedAt'>;

export function present(row: InspectorRow): Inspector {
  const { createdAt: _created, updatedAt: _updated, ...inspector } = row;
  return inspector;
}
