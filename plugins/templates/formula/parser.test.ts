import { describe, expect, it } from 'vitest';
import { compileFormula } from './formula.ts';
import { errorOf, valueOf } from './test-support.ts';

describe('literals', () => {
  it('reads numbers, including leading-dot decimals and exponents', () => {
    expect(valueOf('42')).toBe(42);
    expect(valueOf('.5')).toBe(0.5);
    expect(valueOf('1.25e3')).toBe(1250);
  });

  it('reads text in single or double quotes, with backslash escapes', () => {
    expect(valueOf('"Type 1"')).toBe('Type 1');
    expect(valueOf("'it\\'s'")).toBe("it's");
    expect(valueOf('"a\\nb"')).toBe('a\nb');
  });

  it('reads true, false and null in any case', () => {
    expect(valueOf('true')).toBe(true);
    expect(valueOf('FALSE')).toBe(false);
    expect(valueOf('Null')).toBe(null);
    expect(valueOf('nullable', { nullable: 3 })).toBe(3);
  });

  it('reads lists, nested and empty', () => {
    expect(valueOf('[1, "a", [2, 3], []]')).toEqual([1, 'a', [2, 3], []]);
  });
});

describe('precedence', () => {
  it.each([
    ['-2^2', -4],
    ['(-2)^2', 4],
    ['2^3^2', 512],
    ['2^-1', 0.5],
    ['1 + 2 * 3', 7],
    ['(1 + 2) * 3', 9],
    ['10 - 4 - 3', 3],
    ['24 / 4 / 3', 2],
    ['2 * 3 ^ 2', 18],
    ['--3', 3],
  ])('%s is %s', (source, expected) => {
    expect(valueOf(source)).toBe(expected);
  });

  it('puts comparison below arithmetic and logic below comparison', () => {
    expect(valueOf('1 + 1 = 2')).toBe(true);
    expect(valueOf('1 < 2 && 3 > 4 || 5 >= 5')).toBe(true);
    expect(valueOf('!x = true', { x: 0 })).toBe(true);
  });

  it('nests the conditional to the right', () => {
    expect(valueOf('x > 2 ? "big" : x > 1 ? "middle" : "small"', { x: 1.5 })).toBe('middle');
  });

  it('spans several lines', () => {
    expect(valueOf('roundTo(\n  load /\n  area,\n  -1\n)', { load: 52000, area: 12.566 })).toBe(4140);
  });
});

describe('syntax errors carry their position', () => {
  it('points at a character the lexer cannot read', () => {
    expect(errorOf('load # 2')).toMatchObject({ message: 'unexpected character "#"', line: 1, column: 6 });
  });

  it('points at an unterminated text', () => {
    expect(errorOf('x = "abc')).toMatchObject({ message: 'this text has no closing quote', line: 1, column: 5 });
  });

  it('points at the end for an unfinished formula', () => {
    expect(errorOf('load /\n  ')).toMatchObject({ message: 'the formula ends where a value was expected', line: 2, column: 3 });
  });

  it('points at a missing closing parenthesis', () => {
    expect(errorOf('roundTo(x, 2')).toMatchObject({ message: "expected ')' but found the end of the formula", line: 1, column: 13 });
  });

  it('points at the second line', () => {
    expect(errorOf('1 +\n* 2')).toMatchObject({ message: "expected a value but found '*'", line: 2, column: 1 });
  });

  it('refuses chained comparisons', () => {
    expect(errorOf('1 < x < 5', { x: 2 })).toMatchObject({ message: 'comparisons cannot be chained: write a < x && x < b', column: 7 });
  });

  it('names a stray closing parenthesis', () => {
    expect(errorOf('(1 + 2))').message).toBe("unexpected ')': nothing is open for it to close");
  });

  it('names two values without an operator', () => {
    expect(errorOf('load area').message).toBe("unexpected 'area': an operator or a comma may be missing");
  });

  it('refuses an empty formula', () => {
    expect(errorOf('   ')).toMatchObject({ message: 'the formula ends where a value was expected', line: 1, column: 4 });
  });

  it('refuses a number too large for a double', () => {
    expect(errorOf('1e400').message).toBe('this number is too large');
  });

  it('reports deep nesting as an error, not a crash', () => {
    const deep = `${'('.repeat(20_000)}1${')'.repeat(20_000)}`;
    expect(compileFormula(deep).ok).toBe(false);
  });
});
