import { describe, expect, it } from 'vitest';
import { nextOrder } from './stop-order.ts';

describe("a driver's stop order", () => {
  it('swaps a stop with the one before or after it, and stays put at either end', () => {
    expect(nextOrder([4, 7, 9], 9, 'up')).toEqual([4, 9, 7]);
    expect(nextOrder([4, 7, 9], 4, 'down')).toEqual([7, 4, 9]);
    expect(nextOrder([4, 7, 9], 4, 'up')).toEqual([4, 7, 9]);
    expect(nextOrder([4, 7, 9], 9, 'down')).toEqual([4, 7, 9]);
  });
});
