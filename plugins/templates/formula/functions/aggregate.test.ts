import { describe, expect, it } from 'vitest';
import { errorOf, valueOf } from '../test-support.ts';

describe('average', () => {
  it('takes the mean of its arguments: (4120 + 4150 + 4090) / 3 = 4120', () => {
    expect(valueOf('average(4120, 4150, 4090)')).toBe(4120);
  });

  it('flattens lists and reads numeric text: (4.00 + 4.02) / 2 = 4.01', () => {
    expect(valueOf('average([d1], d2)', { d1: '4.00', d2: 4.02 })).toBeCloseTo(4.01, 12);
    expect(valueOf('average([1, [2, [3]]], 6)')).toBe(3);
  });

  it('ignores null, empty text, booleans and other text', () => {
    expect(valueOf('average(10, null, "", true, "n/a", 20)')).toBe(15);
  });

  it('is null when nothing is numeric', () => {
    expect(valueOf('average(null, [], "x")')).toBe(null);
  });
});

describe('standardDeviation', () => {
  it('is the sample (n - 1) deviation: 2, 4, 4, 4, 5, 5, 7, 9 gives sqrt(32 / 7) = 2.1381', () => {
    expect(valueOf('standardDeviation([2, 4, 4, 4, 5, 5, 7, 9])')).toBeCloseTo(Math.sqrt(32 / 7), 12);
  });

  it('works on psi results: 4120, 4150, 4090 gives sqrt(1800 / 2) = 30', () => {
    expect(valueOf('standardDeviation(4120, 4150, 4090)')).toBeCloseTo(30, 9);
  });

  it('is null with fewer than two numbers', () => {
    expect(valueOf('standardDeviation(4120)')).toBe(null);
    expect(valueOf('standardDeviation([4120, null, "x"])')).toBe(null);
  });

  it('is 0 for equal numbers', () => {
    expect(valueOf('standardDeviation(5, 5, "5")')).toBe(0);
  });
});

describe('condAvg', () => {
  const scope = { psi: [2610, 2650, 4120, 4150, null], age: [7, 7, 28, 28, 28] };

  it('averages the values whose key matches: 28-day results (4120 + 4150) / 2 = 4135', () => {
    expect(valueOf('condAvg(psi, age, 28)', scope)).toBe(4135);
  });

  it('matches keys with isEqual: numeric text and case do not matter', () => {
    expect(valueOf('condAvg([1, 2, 3], ["Type 1", "type 2", " TYPE 1 "], "type 1")')).toBe(2);
    expect(valueOf('condAvg(psi, ["7", "7", "28", "28", "28"], 7)', scope)).toBe(2630);
  });

  it('is null when no key matches', () => {
    expect(valueOf('condAvg(psi, age, 56)', scope)).toBe(null);
  });

  it('pairs values with keys only up to the shorter list', () => {
    expect(valueOf('condAvg([1, 2, 3], [1, 1], 1)')).toBe(1.5);
  });

  it('takes exactly three arguments', () => {
    expect(errorOf('condAvg(psi, age)', scope).message).toBe('condAvg takes 3 arguments, not 2');
  });
});
