import { describe, expect, it } from 'vitest';
import { projectFrom } from './revenue.ts';

describe('projected revenue', () => {
  it('sums the pickups billed when they are all that wait', () => {
    // 100.00 + 50.00 + 30.00
    expect(projectFrom(18_000, 3, 3)).toBe(180);
    expect(projectFrom(0, 0, 0)).toBe(0);
  });

  it("stands the billed pickups' average in for the rest", () => {
    // 9,000.00 over 100 pickups is 90.00 each; 250 wait: 22,500.00
    expect(projectFrom(900_000, 100, 250)).toBe(22_500);
    // 100.01 over 3 is 33.3367 each; 7 wait: 233.36
    expect(projectFrom(10_001, 3, 7)).toBe(233.36);
  });
});
