import type { Role } from '../roles.ts';
import { ROLES } from '../roles.ts';

/** Any visitor, signed in or not (sign-in, the login page). */
export const PUBLIC = 'public';
/** Any signed-in user, whatever the role (profile, logout). */
export const SIGNED_IN = 'signed-in';

/** A permission as data: `<plugin>.<resource>.<action>` and the roles that hold it. */
export interface PermissionDefinition {
  name: string;
  roles: readonly Role[];
  description?: string;
}

export type RoutePermission = typeof PUBLIC | typeof SIGNED_IN | (string & {});

const PERMISSION_NAME = /^[a-z][a-z0-9-]*\.[a-z][a-z0-9-]*\.[a-z][a-z0-9-]*$/;

/** Every permission of the enabled plugins, checked for well-formed, unique names. */
export class PermissionRegistry {
  readonly #roles = new Map<string, ReadonlySet<Role>>();

  register(owner: string, definitions: readonly PermissionDefinition[]): void {
    for (const definition of definitions) {
      if (!PERMISSION_NAME.test(definition.name)) {
        throw new Error(`Permission "${definition.name}" of ${owner} is not named <plugin>.<resource>.<action>`);
      }
      if (!definition.name.startsWith(`${owner}.`)) {
        throw new Error(`Permission "${definition.name}" of ${owner} must start with "${owner}."`);
      }
      if (this.#roles.has(definition.name)) throw new Error(`Permission "${definition.name}" is declared twice`);
      const unknown = definition.roles.filter((role) => !ROLES.includes(role));
      if (unknown.length > 0) throw new Error(`Permission "${definition.name}" names unknown roles: ${unknown.join(', ')}`);
      this.#roles.set(definition.name, new Set(definition.roles));
    }
  }

  has(permission: string): boolean {
    return permission === PUBLIC || permission === SIGNED_IN || this.#roles.has(permission);
  }

  /** Whether a role holds a permission. An unknown permission is held by nobody. */
  allows(role: Role | undefined, permission: RoutePermission): boolean {
    if (permission === PUBLIC) return true;
    if (!role) return false;
    if (permission === SIGNED_IN) return true;
    return this.#roles.get(permission)?.has(role) ?? false;
  }

  names(): string[] {
    return [...this.#roles.keys()];
  }
}
