import { describe, expect, it } from 'vitest';
import { planReceive, RECEIVE_MISSING_TYPE } from './receive.ts';

const cylinders = { id: 1, qty: 5, nonSpecimen: false, hasSampleType: true, specimenIds: [11, 12, 13, 14, 15] };
const cubes = { id: 2, qty: 3, nonSpecimen: false, hasSampleType: true, specimenIds: [21, 22, 23] };
const trip = { id: 3, qty: 1, nonSpecimen: true, hasSampleType: true, specimenIds: [] };

describe('planning a receive', () => {
  it('receives everything that arrived and makes no remainder', () => {
    expect(
      planReceive(
        [cylinders, cubes, trip],
        [
          { sampleId: 1, actualQty: 5 },
          { sampleId: 2, actualQty: 3 },
        ],
      ),
    ).toEqual({
      received: [
        { sampleId: 1, actualQty: 5 },
        { sampleId: 2, actualQty: 3 },
      ],
      remainders: [],
    });
  });

  it('moves the last specimens of a short set to a remainder set', () => {
    const plan = planReceive(
      [cylinders, cubes],
      [
        { sampleId: 1, actualQty: 3 },
        { sampleId: 2, actualQty: 3 },
      ],
    );
    expect(plan.remainders).toEqual([{ sampleId: 1, qty: 2, specimenIds: [14, 15] }]);
  });

  it('treats a set with nothing received as wholly remaining', () => {
    expect(planReceive([cubes], [{ sampleId: 2, actualQty: 0 }]).remainders).toEqual([{ sampleId: 2, qty: 3, specimenIds: [21, 22, 23] }]);
  });

  it('skips non-specimen sets, which the dialog hides', () => {
    expect(planReceive([trip], []).received).toEqual([]);
  });

  it('refuses a set without a sample type with the spec message', () => {
    expect(() => planReceive([{ ...cubes, hasSampleType: false }], [])).toThrow(RECEIVE_MISSING_TYPE);
  });

  it('refuses more than ordered, and a negative or fractional quantity', () => {
    expect(() => planReceive([cubes], [{ sampleId: 2, actualQty: 4 }])).toThrow('was ordered with 3');
    expect(() => planReceive([cubes], [{ sampleId: 2, actualQty: -1 }])).toThrow('whole number');
    expect(() => planReceive([cubes], [{ sampleId: 2, actualQty: 1.5 }])).toThrow('whole number');
  });
});
