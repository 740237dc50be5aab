import { describe, expect, it } from 'vitest';
import { datesOnCreate, datesOnUpdate, datesProblem, DUE_BEFORE_INVOICE } from './due-date.ts';

describe('the due date of an invoice made or edited by hand', () => {
  it('comes from the net terms and the invoice date when left empty; a typed one is kept', () => {
    // Net 30 from 11/24/2026: 12/24/2026; Net 15 from 12/20/2026 crosses the year: 01/04/2027.
    expect(datesOnCreate('2026-11-24', null, 30)).toEqual({ invoiceDate: '2026-11-24', dueDate: '2026-12-24', dueDateByHand: false });
    expect(datesOnCreate('2026-12-20', '', 15)).toEqual({ invoiceDate: '2026-12-20', dueDate: '2027-01-04', dueDateByHand: false });
    expect(datesOnCreate('2026-11-24', undefined, 0)).toMatchObject({ dueDate: '2026-11-24', dueDateByHand: false });
    expect(datesOnCreate('2026-11-24', '2026-12-01', 30)).toEqual({
      invoiceDate: '2026-11-24',
      dueDate: '2026-12-01',
      dueDateByHand: true,
    });
  });

  it('moves with a new invoice date when it came from the net terms, not when it was typed', () => {
    const fromTerms = { invoiceDate: '2026-11-24', dueDate: '2026-12-24', dueDateByHand: false };
    const typed = { invoiceDate: '2026-11-24', dueDate: '2027-01-15', dueDateByHand: true };
    // Net 30: the invoice date moved to 12/01 puts the due date at 12/31.
    expect(datesOnUpdate(fromTerms, { invoiceDate: '2026-12-01' }, 30)).toEqual({
      invoiceDate: '2026-12-01',
      dueDate: '2026-12-31',
      dueDateByHand: false,
    });
    expect(datesOnUpdate(typed, { invoiceDate: '2026-12-01' }, 30)).toEqual({
      invoiceDate: '2026-12-01',
      dueDate: '2027-01-15',
      dueDateByHand: true,
    });
    expect(datesOnUpdate(typed, {}, 30)).toEqual(typed);
    // Rows edited, dates untouched: the due date stays although the customer is on Net 45 now.
    expect(datesOnUpdate(fromTerms, {}, 45)).toEqual(fromTerms);
    expect(datesOnUpdate(fromTerms, { invoiceDate: '2026-11-24' }, 45)).toEqual(fromTerms);
  });

  it('comes from the net terms again when emptied, and is kept as typed when typed', () => {
    const typed = { invoiceDate: '2026-11-24', dueDate: '2027-01-15', dueDateByHand: true };
    expect(datesOnUpdate(typed, { dueDate: null }, 45)).toEqual({ invoiceDate: '2026-11-24', dueDate: '2027-01-08', dueDateByHand: false });
    expect(datesOnUpdate(typed, { dueDate: '' }, 30)).toMatchObject({ dueDate: '2026-12-24', dueDateByHand: false });
    const fromTerms = { invoiceDate: '2026-11-24', dueDate: '2026-12-24', dueDateByHand: false };
    expect(datesOnUpdate(fromTerms, { invoiceDate: '2026-12-01', dueDate: '2026-12-10' }, 30)).toEqual({
      invoiceDate: '2026-12-01',
      dueDate: '2026-12-10',
      dueDateByHand: true,
    });
  });

  it('refuses a due date before the invoice date', () => {
    expect(datesProblem({ invoiceDate: '2026-12-01', dueDate: '2026-11-30' })).toBe(DUE_BEFORE_INVOICE);
    expect(datesProblem({ invoiceDate: '2026-12-01', dueDate: '2026-12-01' })).toBeNull();
  });
});
