/**
 * The closures a compiled formula is made of: one small function per operator, name and call,
 * each knowing its source position so a failure can say where it happened.
 */
import type { IToken } from 'chevrotain';
import { FormulaFailure, FunctionError } from './errors.ts';
import type { SourcePosition } from './errors.ts';
import type { FormulaFunction } from './functions/index.ts';
import { looseEqual } from './functions/equality.ts';
import { ARITHMETIC, COMPARISONS, compare, operand } from './operators.ts';
import { CONSTANTS, MISSING, surfaceValue } from './scope.ts';
import type { Lookup } from './scope.ts';
import { isRecord, isTruthy } from './values.ts';

export type Evaluator = (lookup: Lookup) => unknown;

// Values known at compile time: list literals of constants are built once, so that a table
// written inline keeps one identity and vlookup's sorted copy is reused.
export const constants = new WeakMap<Evaluator, unknown>();

export function constant(value: unknown): Evaluator {
  const evaluator: Evaluator = () => value;
  constants.set(evaluator, value);
  return evaluator;
}

export function positionOf(token: IToken): SourcePosition {
  return { offset: token.startOffset, line: token.startLine ?? 1, column: token.startColumn ?? 1, length: token.image.length };
}

export function callFunction(fn: FormulaFunction, name: string, args: Evaluator[], position: SourcePosition): Evaluator {
  if (args.length < fn.minArgs || args.length > fn.maxArgs) {
    const range =
      fn.maxArgs === Infinity ? `at least ${fn.minArgs}` : fn.minArgs === fn.maxArgs ? `${fn.minArgs}` : `${fn.minArgs} to ${fn.maxArgs}`;
    const plural = range.endsWith(' 1') || range === '1' ? '' : 's';
    throw new FormulaFailure(`${name} takes ${range} argument${plural}, not ${args.length}`, position);
  }
  const run = (call: () => unknown): unknown => {
    try {
      return call();
    } catch (error) {
      if (error instanceof FunctionError) throw new FormulaFailure(error.message, position);
      throw error;
    }
  };
  if (fn.kind === 'lazy') return (lookup) => run(() => fn.call(args.map((arg) => () => arg(lookup))));
  return (lookup) => {
    const values = new Array<unknown>(args.length);
    for (let i = 0; i < args.length; i += 1) values[i] = (args[i] as Evaluator)(lookup);
    return run(() => fn.call(values));
  };
}

export function nameLookup(name: string, position: SourcePosition): Evaluator {
  const fallback = Object.hasOwn(CONSTANTS, name) ? CONSTANTS[name] : undefined;
  return (lookup) => {
    const value = lookup(name);
    if (value !== MISSING) return surfaceValue(value);
    if (fallback !== undefined) return fallback;
    throw new FormulaFailure(`unknown name '${name}'`, position);
  };
}

export function fieldAccess(base: Evaluator, field: string): Evaluator {
  return (lookup) => {
    const record = base(lookup);
    return isRecord(record) && Object.hasOwn(record, field) ? surfaceValue(record[field]) : null;
  };
}

export function arithmetic(left: Evaluator, right: Evaluator, token: IToken): Evaluator {
  const apply = ARITHMETIC[token.image];
  if (apply === undefined) throw new FormulaFailure(`unknown operator '${token.image}'`, positionOf(token));
  const position = positionOf(token);
  return (lookup) => {
    const a = operand(left(lookup), position);
    const b = operand(right(lookup), position);
    return a === null || b === null ? null : apply(a, b);
  };
}

/**
 * A flat chain `a + b - c ...` (or `a * b / c ...`), left to right in one loop, so that a chain of
 * thousands of terms needs no stack frame per term. The same as nesting `arithmetic`: every
 * operand is evaluated; null anywhere gives null.
 */
export function arithmeticChain(operands: readonly Evaluator[], operators: readonly IToken[]): Evaluator {
  const steps = operators.map((token) => {
    const apply = ARITHMETIC[token.image];
    if (apply === undefined) throw new FormulaFailure(`unknown operator '${token.image}'`, positionOf(token));
    return { apply, position: positionOf(token) };
  });
  const [first, ...rest] = operands as [Evaluator, ...Evaluator[]];
  return (lookup) => {
    let result = operand(first(lookup), (steps[0] as (typeof steps)[number]).position);
    for (let i = 0; i < rest.length; i += 1) {
      const step = steps[i] as (typeof steps)[number];
      const next = operand((rest[i] as Evaluator)(lookup), step.position);
      result = result === null || next === null ? null : step.apply(result, next);
    }
    return result;
  };
}

/** A flat chain of `||` (or of `&&`) in one loop: true or false, stopping at the first operand that decides. */
export function logicalChain(operands: readonly Evaluator[], operator: '||' | '&&'): Evaluator {
  const decides = operator === '||';
  return (lookup) => {
    for (const item of operands) if (isTruthy(item(lookup)) === decides) return decides;
    return !decides;
  };
}

export function binary(token: IToken, left: Evaluator, right: Evaluator): Evaluator {
  const position = positionOf(token);
  const comparison = COMPARISONS[token.image];
  if (comparison !== undefined) {
    return (lookup) => {
      const order = compare(left(lookup), right(lookup), position);
      return order === null ? null : comparison(order);
    };
  }
  switch (token.image) {
    case '=':
    case '==':
      return (lookup) => looseEqual(left(lookup), right(lookup));
    case '!=':
    case '<>':
      return (lookup) => !looseEqual(left(lookup), right(lookup));
    default:
      throw new FormulaFailure(`unknown operator '${token.image}'`, position);
  }
}
