import { describe, expect, it } from 'vitest';
import { dependencyOrder } from './order.ts';

describe('dependencyOrder', () => {
  it('puts each value after the values it reads', () => {
    expect(
      dependencyOrder({
        calculatedPsi: ['load', 'area', 'correctionFactor'],
        correctionFactor: ['ldRatio'],
        ldRatio: ['length', 'meanDiameter'],
        area: ['meanDiameter'],
        meanDiameter: ['diameter1'],
      }),
    ).toEqual({
      ok: true,
      order: ['meanDiameter', 'area', 'ldRatio', 'correctionFactor', 'calculatedPsi'],
    });
  });

  it('keeps the written order when nothing depends on anything', () => {
    expect(dependencyOrder({ b: [], a: [] })).toEqual({ ok: true, order: ['b', 'a'] });
  });

  it('names a cycle', () => {
    expect(dependencyOrder({ a: ['b'], b: ['c'], c: ['a'] })).toEqual({ ok: false, cycle: ['a', 'b', 'c', 'a'] });
  });

  it('names a value that reads itself', () => {
    expect(dependencyOrder({ x: [], area: ['area'] })).toEqual({ ok: false, cycle: ['area', 'area'] });
  });
});
