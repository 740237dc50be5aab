import { describe, expect, it } from 'vitest';
import { BusinessRuleError } from '../../../core/errors.ts';
import { DELETE_REFUSED, deleteRefusal } from './status.ts';

describe('deleting a pickup', () => {
  it('is allowed while the pickup is open and not invoiced', () => {
    expect(() => deleteRefusal({ invoiced: false, statusCode: 'open' })).not.toThrow();
  });

  it.each([
    { invoiced: false, statusCode: 'received' },
    { invoiced: false, statusCode: 'invoiced' },
    { invoiced: true, statusCode: 'open' },
  ])('is refused with the reason for %o', (pickup) => {
    expect(() => deleteRefusal(pickup)).toThrow(BusinessRuleError);
    expect(() => deleteRefusal(pickup)).toThrow(DELETE_REFUSED);
  });
});
