import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain JavaScript module hook, without types.
import { resolve } from '../bin/bundled-packages.js';

type Resolve = (specifier: string, context: object, next: (specifier: string, context: object) => unknown) => Promise<unknown>;

describe("the portal command's module hook", () => {
  it('resolves chevrotain to the single-file build its package ships, and passes every other specifier on', async () => {
    const next = (specifier: string) => ({ url: `next:${specifier}` });
    const chevrotain = (await (resolve as Resolve)('chevrotain', {}, next)) as { url: string; shortCircuit: boolean };
    expect(chevrotain.url).toMatch(/\/node_modules\/chevrotain\/lib\/chevrotain\.mjs$/);
    expect(existsSync(fileURLToPath(chevrotain.url))).toBe(true);
    expect(await (resolve as Resolve)('lodash-es', {}, next)).toEqual({ url: 'next:lodash-es' });
  });

  it('reaches the same Chevrotain as the ordinary entry', async () => {
    const [ordinary, bundled] = await Promise.all([
      import('chevrotain'),
      import(((await (resolve as Resolve)('chevrotain', {}, () => null)) as { url: string }).url),
    ]);
    expect(bundled.VERSION).toBe(ordinary.VERSION);
    expect(Object.keys(bundled).sort()).toEqual(Object.keys(ordinary).sort());
  });
});
