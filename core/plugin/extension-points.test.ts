import { describe, expect, it } from 'vitest';
import { defineExtensionPoint, extend, ExtensionRegistry } from './extension-points.ts';

const greeting = defineExtensionPoint<{ name: string }, string>('owner.greeting');

describe('extension points', () => {
  it('runs every extension with its own plugin context, lowest order first, ties in plugin order', async () => {
    const registry = new ExtensionRegistry();
    registry.add([extend(greeting, (input, ctx: { id: string }) => `${ctx.id} greets ${input.name}`)], { id: 'first' });
    registry.add([extend(greeting, async (input, ctx: { id: string }) => `${ctx.id} welcomes ${input.name}`, 10)], { id: 'early' });
    registry.add([extend(greeting, (input, ctx: { id: string }) => `${ctx.id} hails ${input.name}`)], { id: 'second' });

    expect(await registry.collect(greeting, { name: 'Ada' })).toEqual(['early welcomes Ada', 'first greets Ada', 'second hails Ada']);
  });

  it('answers nothing for a point no enabled plugin extends', async () => {
    expect(await new ExtensionRegistry().collect(greeting, { name: 'Ada' })).toEqual([]);
  });

  it('passes an extension failure to the owner, which decides (a write rolls back)', async () => {
    const registry = new ExtensionRegistry();
    registry.add(
      [
        extend(greeting, () => {
          throw new Error('refused');
        }),
      ],
      {},
    );
    await expect(registry.collect(greeting, { name: 'Ada' })).rejects.toThrow('refused');
  });
});
