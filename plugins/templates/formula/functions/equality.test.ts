import { describe, expect, it } from 'vitest';
import { valueOf } from '../test-support.ts';

describe('isEqual', () => {
  it.each([
    ['isEqual(0.1 + 0.2, 0.3)', true],
    ['isEqual(1, 1.000000001)', false],
    ['isEqual(1, 1.0000000001)', true],
    ['isEqual("4", 4)', true],
    ['isEqual("4.0", " 4 ")', true],
    ['isEqual(" Type 1 ", "type 1")', true],
    ['isEqual("Type 1", "Type 2")', false],
    ['isEqual(null, "")', true],
    ['isEqual(null, "   ")', true],
    ['isEqual(null, [])', true],
    ['isEqual(null, 0)', false],
    ['isEqual(true, "TRUE")', true],
    ['isEqual(true, 1)', false],
    ['isEqual([1, "a"], ["1", "A"])', true],
    ['isEqual([1, 2], [1])', false],
    ['isEqual(4, "abc")', false],
  ])('%s is %s', (source, expected) => {
    expect(valueOf(source)).toBe(expected);
  });

  it('compares records field by field', () => {
    expect(valueOf('isEqual(a, b)', { a: { x: 1, y: 'A' }, b: { x: '1', y: 'a' } })).toBe(true);
    expect(valueOf('isEqual(a, b)', { a: { x: 1 }, b: { x: 1, y: 2 } })).toBe(false);
  });

  it('compares Date objects by instant', () => {
    expect(valueOf('isEqual(a, b)', { a: new Date(0), b: new Date(0) })).toBe(true);
  });
});
