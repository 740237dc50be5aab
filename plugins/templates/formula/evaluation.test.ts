import { describe, expect, it } from 'vitest';
import { errorOf, valueOf } from './test-support.ts';

describe('null and division by zero', () => {
  it.each(['x + 1', '1 - x', 'x * 2', 'x / 2', 'x ^ 2', '-x', '2 ^ x'])('%s with x null is null', (source) => {
    expect(valueOf(source, { x: null })).toBe(null);
  });

  it('treats empty text as null in arithmetic', () => {
    expect(valueOf('x * 2', { x: '  ' })).toBe(null);
  });

  it('gives null for division by zero, never Infinity or NaN', () => {
    expect(valueOf('52000 / 0')).toBe(null);
    expect(valueOf('0 / 0')).toBe(null);
    expect(valueOf('0 ^ -1')).toBe(null);
    expect(valueOf('(-8) ^ 0.5')).toBe(null);
    expect(valueOf('1e308 * 10')).toBe(null);
  });

  it('folds negative zero into zero', () => {
    expect(Object.is(valueOf('-x', { x: 0 }), 0)).toBe(true);
  });
});

describe('arithmetic operands', () => {
  it('reads numeric text and booleans as numbers', () => {
    expect(valueOf('d1 + d2', { d1: '4.01', d2: ' 3.99 ' })).toBe(8);
    expect(valueOf('true + true')).toBe(2);
  });

  it('refuses text that is not a number, pointing at the operator', () => {
    expect(errorOf('load / area', { load: 'n/a', area: 2 })).toMatchObject({ message: 'cannot do arithmetic with text "n/a"', column: 6 });
  });

  it('refuses lists in arithmetic', () => {
    expect(errorOf('[1, 2] * 2').message).toBe('cannot do arithmetic with a list');
  });
});

describe('decimal arithmetic: values on a limit fall on the right side', () => {
  it('subtracts, multiplies and divides the decimals as written', () => {
    expect(valueOf('0.1 + 0.2')).toBe(0.3);
    expect(valueOf('4.06 - 4')).toBe(0.06);
    expect(valueOf('2.03 * 2.00')).toBe(4.06);
    expect(valueOf('7.62 / 3.81')).toBe(2);
  });

  it('C109: a face of 1.97 × 2.00 in = 3.94 in² is (3.94 − 4) / 4 × 100 = −1.5 % exactly, not more than 1.5 % under', () => {
    // In binary: 3.94 - 4 = -0.06000000000000005 and the deviation -1.5000000000000013.
    expect(valueOf('(side1 * side2 - 4) / 4 * 100', { side1: 1.97, side2: 2 })).toBe(-1.5);
    expect(valueOf('(side1 * side2 - 4) / 4 * 100 < -1.5', { side1: 1.97, side2: 2 })).toBe(false);
  });

  it('C39: diameters 4.00 and 4.08 in differ by 0.08 in, exactly 2 % of 4.00, not more', () => {
    // In binary: 4.08 - 4 = 0.08000000000000007 > 0.02 * 4 = 0.08.
    expect(valueOf('d2 - d1 > 0.02 * d1', { d1: 4, d2: 4.08 })).toBe(false);
    expect(valueOf('d2 - d1 > 0.02 * d1', { d1: 4, d2: 4.09 })).toBe(true);
  });

  it('keeps binary arithmetic for long numbers, which are approximations already', () => {
    expect(valueOf('PI * 4.01 ^ 2 / 4')).toBe((Math.PI * 16.0801) / 4);
    expect(valueOf('1 / 3 * 3')).toBe(1);
  });

  it('multiplies out whole powers exactly: 4.01 ^ 2 = 16.0801', () => {
    expect(valueOf('4.01 ^ 2')).toBe(16.0801);
    expect(valueOf('1.1 ^ 3')).toBe(1.331);
    expect(valueOf('2 ^ 0.5')).toBe(Math.SQRT2);
  });
});

describe('long flat chains', () => {
  it('adds a chain of 5,000 terms without running out of stack', () => {
    expect(valueOf(Array.from({ length: 5000 }, () => '1').join(' + '))).toBe(5000);
    expect(valueOf(Array.from({ length: 5000 }, (_, i) => `x${i % 10}`).join('*'), (name: string) => (name === 'x0' ? 2 : 1))).toBe(
      2 ** 500,
    );
  });

  it('evaluates || and && chains of thousands of terms, stopping at the first that decides', () => {
    expect(valueOf(`${Array.from({ length: 4000 }, () => 'false').join(' || ')} || true`)).toBe(true);
    expect(valueOf(`${Array.from({ length: 4000 }, () => 'true').join(' && ')} && x`, { x: 0 })).toBe(false);
    expect(valueOf('true || "a" * 2')).toBe(true);
  });

  it('reports an error in the middle of a chain at its operator', () => {
    expect(errorOf('1 + 2 + x + 4', { x: 'n/a' })).toMatchObject({ message: 'cannot do arithmetic with text "n/a"', column: 7 });
  });
});

describe('comparisons', () => {
  it('compares numbers and numeric text by value', () => {
    expect(valueOf('x >= 2500', { x: '2500' })).toBe(true);
    expect(valueOf('"10" > 9')).toBe(true);
  });

  it('compares text alphabetically without case', () => {
    expect(valueOf('"apple" < "Banana"')).toBe(true);
  });

  it('compares dates as dates, whatever their form: 03/29/2024 is after 12/01/2023, which text order denies', () => {
    expect(valueOf('"03/29/2024" > "12/01/2023"')).toBe(true);
    expect(valueOf('"2024-03-01" < "2024-03-29"')).toBe(true);
    expect(valueOf('a < b', { a: '12/31/2023', b: '2024-01-01' })).toBe(true);
    expect(valueOf('a <= b', { a: new Date(Date.UTC(2024, 2, 29)), b: '03/29/2024' })).toBe(true);
    expect(valueOf('"2024-03-29" = "03/29/2024"')).toBe(true);
    expect(valueOf('"03/29/2024" != "03/30/2024"')).toBe(true);
  });

  it('refuses to order a date against text that is not a date', () => {
    expect(errorOf('"03/29/2024" < "NR"').message).toBe('cannot compare text "03/29/2024" with text "NR"');
  });

  it('gives null when either side is null', () => {
    expect(valueOf('x < 5', { x: null })).toBe(null);
  });

  it('refuses to order a number against text', () => {
    expect(errorOf('5 < "abc"').message).toBe('cannot compare 5 with text "abc"');
  });

  it('uses isEqual for = and !=', () => {
    expect(valueOf('" Type 1 " = "type 1"')).toBe(true);
    expect(valueOf('"4.0" == 4')).toBe(true);
    expect(valueOf('x = ""', { x: null })).toBe(true);
    expect(valueOf('1 != 2')).toBe(true);
    expect(valueOf('1 <> 1')).toBe(false);
  });
});

describe('logic and conditionals', () => {
  it('returns booleans from && || !, treating null, 0, "" and [] as false', () => {
    expect(valueOf('x && true', { x: null })).toBe(false);
    expect(valueOf('0 || ""')).toBe(false);
    expect(valueOf('![]')).toBe(true);
    expect(valueOf('!"text"')).toBe(false);
  });

  it('short-circuits, so an error on the unused side does not happen', () => {
    expect(valueOf('false && "a" * 2')).toBe(false);
    expect(valueOf('true || "a" * 2')).toBe(true);
    expect(valueOf('x > 1.75 ? 1 : "a" * 2', { x: 2 })).toBe(1);
  });

  it('takes the false branch when the condition is null', () => {
    expect(valueOf('x > 1.75 ? 1 : 0.98', { x: null })).toBe(0.98);
  });
});

describe('names', () => {
  it('reads dotted paths into records', () => {
    expect(valueOf('sample.minPsi * specimen.size.d', { sample: { minPsi: 2500 }, specimen: { size: { d: 2 } } })).toBe(5000);
  });

  it('gives null for a missing field of a record, or a path through a non-record', () => {
    expect(valueOf('sample.maxPsi', { sample: { minPsi: 2500 } })).toBe(null);
    expect(valueOf('sample.minPsi.value', { sample: { minPsi: 2500 } })).toBe(null);
  });

  it('reports an unknown name with its position', () => {
    expect(errorOf('load / aera', { load: 1, area: 2 })).toMatchObject({ message: "unknown name 'aera'", line: 1, column: 8 });
  });

  it('knows the constant PI, which a scope name of the same spelling hides', () => {
    expect(valueOf('PI')).toBe(Math.PI);
    expect(valueOf('PI', { PI: 3 })).toBe(3);
  });

  it('accepts a resolver function as the scope', () => {
    expect(valueOf('a + b', (name) => (name === 'a' ? 1 : name === 'b' ? 2 : undefined))).toBe(3);
    expect(errorOf('c', () => undefined).message).toBe("unknown name 'c'");
  });

  it('cleans NaN, Infinity and undefined out of the scope', () => {
    expect(valueOf('x', { x: Number.NaN })).toBe(null);
    expect(valueOf('[x, y]', { x: Infinity, y: undefined })).toEqual([null, null]);
    expect(valueOf('r', { r: { a: Number.NaN, b: [Infinity] } })).toEqual({ a: null, b: [null] });
  });

  it('lets properties be read from a call result', () => {
    expect(valueOf('lastValue(specimens).calculatedPsi', { specimens: [{ calculatedPsi: 4120 }, { calculatedPsi: 4150 }] })).toBe(4150);
  });
});

describe('function calls', () => {
  it('match names without regard to case', () => {
    expect(valueOf('ROUNDTO(2.345, 2)')).toBe(2.35);
  });

  it('report an unknown function and a wrong argument count at the call', () => {
    expect(errorOf('1 + round(2)')).toMatchObject({ message: "unknown function 'round'", column: 5 });
    expect(errorOf('isEqual(1)')).toMatchObject({ message: 'isEqual takes 2 arguments, not 1', column: 1 });
    expect(errorOf('lastValue()').message).toBe('lastValue takes 1 argument, not 0');
    expect(errorOf('average()').message).toBe('average takes at least 1 argument, not 0');
  });

  it('report a function error at the call', () => {
    expect(errorOf('2 * dateDiff(a, b, "fortnights")', { a: '2024-01-01', b: '2024-02-01' })).toMatchObject({
      message: 'dateDiff: the unit must be one of days, weeks, months, years or hours, not text "fortnights"',
      column: 5,
    });
  });
});
