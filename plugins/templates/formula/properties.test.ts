/**
 * Fuzzing the public API: whatever the text and whatever the scope, nothing throws and no
 * NaN or Infinity comes out.
 */
import { Decimal } from 'decimal.js';
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileFormula, evaluateFormula } from './formula.ts';
import { FUNCTION_NAMES } from './functions/index.ts';
import { roundDecimal } from './functions/rounding.ts';

function hasNonFinite(value: unknown): boolean {
  if (typeof value === 'number') return !Number.isFinite(value);
  if (value === undefined) return true;
  if (Array.isArray(value)) return value.some(hasNonFinite);
  if (typeof value === 'object' && value !== null && !(value instanceof Date)) return Object.values(value).some(hasNonFinite);
  return false;
}

const NAMES = ['a', 'b', 'load', 'area', 'sample', 'specimens', 'PI', 'missing'];
const OPERATORS = ['+', '-', '*', '/', '^', '=', '!=', '<', '<=', '>', '>=', '&&', '||'];

const literal = fc.oneof(
  fc.double({ noNaN: true, noDefaultInfinity: true }).map((n) => (n < 0 ? `(${n})` : String(n))),
  fc.integer({ min: -5, max: 5 }).map(String),
  fc.constantFrom('true', 'false', 'null', '"2024-03-01"', "'Type 1'", '""', '"days"', '"interpolate"', '"calculatedPsi"'),
);
const name = fc
  .tuple(fc.constantFrom(...NAMES), fc.array(fc.constantFrom('minPsi', 'x', 'calculatedPsi'), { maxLength: 2 }))
  .map(([root, path]) => [root, ...path].join('.'));

const { expression } = fc.letrec<{ expression: string }>((tie) => ({
  expression: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    literal,
    name,
    fc.tuple(tie('expression'), fc.constantFrom(...OPERATORS), tie('expression')).map(([l, op, r]) => `${l} ${op} ${r}`),
    fc.tuple(fc.constantFrom('-', '!'), tie('expression')).map(([op, e]) => `${op}${e}`),
    fc.tuple(tie('expression'), tie('expression'), tie('expression')).map(([c, t, f]) => `(${c} ? ${t} : ${f})`),
    fc
      .tuple(fc.constantFrom(...FUNCTION_NAMES), fc.array(tie('expression'), { maxLength: 4 }))
      .map(([fn, args]) => `${fn}(${args.join(', ')})`),
    fc.array(tie('expression'), { maxLength: 3 }).map((items) => `[${items.join(', ')}]`),
    tie('expression').map((e) => `(${e})`),
  ),
}));

const scalar = fc.oneof(
  fc.double(),
  fc.integer(),
  fc.string(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
  fc.constantFrom('2024-03-01', '4.01', ' 12 ', 'NR', ''),
  fc.date(),
);
const scopeValue = fc.oneof(
  scalar,
  fc.array(scalar, { maxLength: 4 }),
  fc.array(fc.array(scalar, { maxLength: 3 }), { maxLength: 4 }),
  fc.dictionary(fc.constantFrom('minPsi', 'x', 'calculatedPsi'), scalar),
  fc.array(fc.dictionary(fc.constantFrom('minPsi', 'x', 'calculatedPsi'), scalar), { maxLength: 3 }),
);
const scope = fc.dictionary(fc.constantFrom(...NAMES), scopeValue);

describe('the public API never throws', () => {
  it('on random text', () => {
    const check = (): void =>
      fc.assert(
        fc.property(fc.string({ unit: 'grapheme', maxLength: 60 }), (text) => {
          const result = compileFormula(text);
          return result.ok || (result.error.message !== '' && result.error.line >= 1 && result.error.column >= 1);
        }),
        { numRuns: 2000 },
      );
    expect(check).not.toThrow();
  });

  it("on text made of the language's own characters", () => {
    const piece = fc.constantFrom(
      '(',
      ')',
      '[',
      ']',
      ',',
      '.',
      '?',
      ':',
      '+',
      '-',
      '^',
      '!',
      '=',
      '<',
      '"',
      "'",
      'a',
      '1',
      ' ',
      '\n',
      'roundTo',
      'null',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 30 }), (pieces) => {
        const result = evaluateFormula(pieces.join(''), { a: 1 });
        expect(typeof result.ok).toBe('boolean');
      }),
      { numRuns: 3000 },
    );
  });

  it('on random formulas over random scopes, and never gives NaN or Infinity', () => {
    const check = (): void =>
      fc.assert(
        fc.property(expression, scope, (source, values) => {
          const result = evaluateFormula(source, values);
          return result.ok ? !hasNonFinite(result.value) : result.error.message !== '';
        }),
        { numRuns: 3000 },
      );
    expect(check).not.toThrow();
  });
});

describe('function laws', () => {
  it('roundTo stays within half a unit of the last digit', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), fc.integer({ min: -3, max: 6 }), (x, digits) => {
        const result = evaluateFormula('roundTo(x, d)', { x, d: digits });
        if (!result.ok || typeof result.value !== 'number') throw new Error('roundTo failed');
        expect(Math.abs(result.value - x)).toBeLessThanOrEqual(0.5 * 10 ** -digits * (1 + 1e-9) + Math.abs(x) * 1e-15);
      }),
    );
  });

  it('roundTo gives the decimal answer, whether the binary fast path or decimal.js computes it', () => {
    const value = fc.oneof(
      fc.double({ min: -1e12, max: 1e12, noNaN: true }),
      fc
        .tuple(fc.integer({ min: -1_000_000, max: 1_000_000 }), fc.integer({ min: 0, max: 4 }))
        .map(([n, d]) => n / 10 ** d + 5 / 10 ** (d + 1)),
    );
    fc.assert(
      fc.property(value, fc.integer({ min: -6, max: 8 }), (x, digits) => {
        const expected = roundDecimal(x, digits).toNumber();
        expect(evaluateFormula('roundTo(x, d)', { x, d: digits })).toEqual({ ok: true, value: expected === 0 ? 0 : expected });
      }),
      { numRuns: 5000 },
    );
  });

  it('arithmetic on short decimals gives the double nearest the exact decimal answer, as decimal.js computes it', () => {
    const Exact = Decimal.clone({ precision: 60 });
    const shortDecimal = fc
      .tuple(fc.integer({ min: -99_999_999, max: 99_999_999 }), fc.integer({ min: 0, max: 6 }))
      .map(([n, d]) => n / 10 ** d);
    const operator = fc.constantFrom('+', '-', '*', '/');
    fc.assert(
      fc.property(shortDecimal, shortDecimal, operator, (a, b, op) => {
        const x = new Exact(a);
        const y = new Exact(b);
        if (op === '/' && y.isZero()) return;
        const decimal = op === '+' ? x.plus(y) : op === '-' ? x.minus(y) : op === '*' ? x.times(y) : x.div(y);
        const expected = decimal.toNumber();
        expect(evaluateFormula(`a ${op} b`, { a, b })).toEqual({ ok: true, value: expected === 0 ? 0 : expected });
      }),
      { numRuns: 5000 },
    );
  });

  it('isEqual is symmetric', () => {
    fc.assert(
      fc.property(scalar, scalar, (a, b) => {
        const ab = evaluateFormula('isEqual(a, b)', { a, b });
        const ba = evaluateFormula('isEqual(b, a)', { a, b });
        expect(ab).toEqual(ba);
      }),
    );
  });

  it('interpolation stays between the smallest and largest value of the table', () => {
    const table = fc.uniqueArray(fc.tuple(fc.integer({ min: -100, max: 100 }), fc.double({ min: -10, max: 10, noNaN: true })), {
      minLength: 1,
      maxLength: 6,
      selector: ([key]) => key,
    });
    fc.assert(
      fc.property(table, fc.double({ min: -200, max: 200, noNaN: true }), (rows, x) => {
        const result = evaluateFormula('vlookup(x, t, 2, "interpolate")', { x, t: rows });
        if (!result.ok || typeof result.value !== 'number') throw new Error('vlookup failed');
        const values = rows.map(([, value]) => value);
        expect(result.value).toBeGreaterThanOrEqual(Math.min(...values) - 1e-9);
        expect(result.value).toBeLessThanOrEqual(Math.max(...values) + 1e-9);
      }),
    );
  });
});
