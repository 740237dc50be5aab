import { describe, expect, it } from 'vitest';
import { PermissionRegistry, PUBLIC, SIGNED_IN } from './permissions.ts';

describe('the permission registry', () => {
  const registry = new PermissionRegistry();
  registry.register('customers', [{ name: 'customers.customer.read', roles: ['admin', 'customer-service'] }]);

  it('allows exactly the roles a permission names', () => {
    expect(registry.allows('admin', 'customers.customer.read')).toBe(true);
    expect(registry.allows('driver', 'customers.customer.read')).toBe(false);
    expect(registry.allows(undefined, 'customers.customer.read')).toBe(false);
  });

  it('knows public and signed-in routes', () => {
    expect(registry.allows(undefined, PUBLIC)).toBe(true);
    expect(registry.allows(undefined, SIGNED_IN)).toBe(false);
    expect(registry.allows('customer', SIGNED_IN)).toBe(true);
  });

  it('refuses badly named, foreign, duplicated and unknown-role permissions', () => {
    expect(() => registry.register('customers', [{ name: 'customers.read', roles: [] }])).toThrow('<plugin>.<resource>.<action>');
    expect(() => registry.register('pickups', [{ name: 'customers.pickup.read', roles: [] }])).toThrow('must start with "pickups."');
    expect(() => registry.register('customers', [{ name: 'customers.customer.read', roles: [] }])).toThrow('declared twice');
    expect(() => registry.register('customers', [{ name: 'customers.x.read', roles: ['owner' as 'admin'] }])).toThrow('unknown roles');
  });
});
