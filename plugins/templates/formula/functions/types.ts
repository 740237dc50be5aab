/**
 * The shape of a built-in function. Most are eager (arguments evaluated first); `or` is lazy
 * so that it stops at the first usable argument, as a spreadsheet's IF chain would.
 */
export interface EagerFunction {
  kind: 'eager';
  minArgs: number;
  maxArgs: number;
  call(args: readonly unknown[]): unknown;
}

export interface LazyFunction {
  kind: 'lazy';
  minArgs: number;
  maxArgs: number;
  call(args: readonly (() => unknown)[]): unknown;
}

export type FormulaFunction = EagerFunction | LazyFunction;

export function eager(minArgs: number, maxArgs: number, call: EagerFunction['call']): EagerFunction {
  return { kind: 'eager', minArgs, maxArgs, call };
}

/** A single value counts as a list of one; null as an empty list. */
export function asList(value: unknown): readonly unknown[] {
  if (Array.isArray(value)) return value;
  return value === null || value === undefined ? [] : [value];
}
