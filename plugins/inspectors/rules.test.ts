import { describe, expect, it } from 'vitest';
import { NotAllowedError } from '../../core/errors.ts';
import { companyScope as scopeOf } from '../../core/auth/company-scope.ts';
import { ownerFor, savedMessage } from './rules.ts';

describe('whose inspectors', () => {
  it('lets staff see every inspector and a customer only its own company', () => {
    expect(scopeOf({ role: 'admin', customerId: null })).toEqual({ all: true });
    expect(scopeOf({ role: 'customer-service', customerId: 3 })).toEqual({ all: true });
    expect(scopeOf({ role: 'customer', customerId: 4 })).toEqual({ all: false, customerId: 4 });
  });

  it("saves a customer's inspector for its own company, whatever id it sent", () => {
    expect(ownerFor({ all: false, customerId: 4 }, 9)).toBe(4);
    expect(ownerFor({ all: false, customerId: 4 }, null)).toBe(4);
  });

  it('lets staff choose the company or none', () => {
    expect(ownerFor({ all: true }, 9)).toBe(9);
    expect(ownerFor({ all: true }, null)).toBeNull();
  });

  it('refuses a customer account not linked to a company yet', () => {
    expect(() => ownerFor({ all: false, customerId: null }, 9)).toThrow(NotAllowedError);
  });

  it('says "Inspector has been saved" to staff and "Your inspector was saved" to a customer', () => {
    expect(savedMessage({ all: true })).toBe('Inspector has been saved');
    expect(savedMessage({ all: false, customerId: 4 })).toBe('Your inspector was saved');
  });
});
