import { describe, expect, it } from 'vitest';
import { quantityLabel } from './quantity.ts';

describe("a sample set's quantity label", () => {
  it('shows the ordered count alone before receiving, and both once received', () => {
    expect(quantityLabel(4, null)).toBe('Qty 4');
    expect(quantityLabel('4', 2)).toBe('Ordered 4 · Received 2');
    expect(quantityLabel(3, 0)).toBe('Ordered 3 · Received 0');
  });
});
