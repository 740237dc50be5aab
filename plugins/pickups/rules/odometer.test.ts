import { describe, expect, it } from 'vitest';
import { InputError } from '../../../core/errors.ts';
import { assertOdometer, ODOMETER_MESSAGE } from './odometer.ts';

describe('odometer readings', () => {
  it('accepts a finish at or above the start, and either reading alone', () => {
    expect(() => assertOdometer(null, { odomStart: 12040, odomFinish: 12040 })).not.toThrow();
    expect(() => assertOdometer(null, { odomStart: 12040, odomFinish: 12075 })).not.toThrow();
    expect(() => assertOdometer(null, { odomStart: 12040 })).not.toThrow();
    expect(() => assertOdometer(null, { odomFinish: 5, odomStart: null })).not.toThrow();
  });

  it('refuses 12030 after a start of 12040 with a message on the finish field', () => {
    const refusal = (() => {
      try {
        assertOdometer(null, { odomStart: 12040, odomFinish: 12030 });
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(InputError);
    expect((refusal as InputError).fields).toEqual({ odomFinish: ODOMETER_MESSAGE });
  });

  it('checks a reading sent alone against the stored one', () => {
    expect(() => assertOdometer({ odomStart: 12040, odomFinish: null }, { odomFinish: 12030 })).toThrow(ODOMETER_MESSAGE);
    expect(() => assertOdometer({ odomStart: 12040, odomFinish: 12090 }, { odomStart: 12100 })).toThrow(ODOMETER_MESSAGE);
    // Clearing the start leaves nothing to compare.
    expect(() => assertOdometer({ odomStart: 12040, odomFinish: 12090 }, { odomStart: null, odomFinish: 100 })).not.toThrow();
  });
});
