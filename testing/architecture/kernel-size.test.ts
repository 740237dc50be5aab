import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const CORE = fileURLToPath(new URL('../../core/', import.meta.url));

/** Issue 31's budget for the kernel, in lines of code (decision 245). */
const KERNEL_BUDGET = 6_000;

/** A line that is blank, or only a comment (`//`, or a line of a `/* … *\/` block). */
const NOT_CODE = /^\s*(?:$|\/\/|\/\*|\*)/;

/** The kernel's production lines: every TypeScript file under core/ but its tests. */
function kernelLines(): string[] {
  return readdirSync(CORE, { recursive: true, encoding: 'utf8' })
    .filter((path) => /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path))
    .flatMap((path) => readFileSync(`${CORE}${path}`, 'utf8').split('\n'));
}

describe("the kernel's size", () => {
  it(`stays under ${KERNEL_BUDGET.toLocaleString('en-US')} lines of code, so what is not kernel goes to lib/ or a plugin`, () => {
    const code = kernelLines().filter((line) => !NOT_CODE.test(line));
    expect(code.length).toBeGreaterThan(1_000);
    expect(code.length).toBeLessThan(KERNEL_BUDGET);
  });
});
