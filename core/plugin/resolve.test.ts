import { describe, expect, it } from 'vitest';
import { definePlugin } from './define-plugin.ts';
import { orderPlugins } from './resolve.ts';

const plugin = (id: string, dependsOn: string[] = []) => definePlugin({ id, dependsOn });

describe('ordering plugins', () => {
  it('starts each plugin after the plugins it depends on', () => {
    const ordered = orderPlugins([plugin('invoices', ['pickups', 'customers']), plugin('pickups', ['customers']), plugin('customers')]);
    expect(ordered.map((p) => p.id)).toEqual(['customers', 'pickups', 'invoices']);
  });

  it('names both plugins when a dependency is switched off', () => {
    expect(() => orderPlugins([plugin('pickups', ['customers'])])).toThrow(
      'Plugin "pickups" depends on plugin "customers", which is not enabled. Enable "customers" in hono.config.ts or switch off "pickups".',
    );
  });

  it('refuses a dependency cycle, naming it', () => {
    expect(() => orderPlugins([plugin('a', ['b']), plugin('b', ['a'])])).toThrow('a -> b -> a');
  });

  it('refuses a plugin listed twice', () => {
    expect(() => orderPlugins([plugin('a'), plugin('a')])).toThrow('listed twice');
  });
});
