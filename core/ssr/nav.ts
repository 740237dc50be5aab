import type { NavEntry } from '../plugin/define-plugin.ts';
import type { PermissionRegistry } from '../plugin/permissions.ts';
import type { Role } from '../roles.ts';

export interface NavLink {
  label: string;
  href: string;
}

function orderFor(entry: NavEntry, role: Role): number {
  return typeof entry.order === 'number' ? entry.order : (entry.order[role] ?? entry.order.default);
}

/**
 * The sidebar of one role: the entries of the enabled plugins whose permission the role
 * holds, in their order for that role (ties keep the order the plugins were loaded in).
 */
export function sidebarFor(entries: readonly NavEntry[], role: Role, permissions: PermissionRegistry): NavLink[] {
  return entries
    .map((entry, index) => ({ entry, index }))
    .filter(({ entry }) => permissions.allows(role, entry.permission))
    .sort((a, b) => orderFor(a.entry, role) - orderFor(b.entry, role) || a.index - b.index)
    .map(({ entry }) => ({ label: entry.label, href: entry.href }));
}
