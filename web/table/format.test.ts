import { describe, expect, it } from 'vitest';
import { formatCell, rowHref } from './format.ts';

describe('table cells', () => {
  it('shows dates as MM/DD/YYYY without shifting the day', () => {
    expect(formatCell({ type: 'date' }, '2026-01-01')).toBe('01/01/2026');
    expect(formatCell({ type: 'date' }, 'not a date')).toBe('not a date');
  });

  it("shows a coded value by its column's label, and an unlabelled one as it is", () => {
    expect(formatCell({ type: 'text', valueLabels: { 'customer-service': 'Customer Service' } }, 'customer-service')).toBe(
      'Customer Service',
    );
    expect(formatCell({ type: 'text', valueLabels: { 'customer-service': 'Customer Service' } }, 'auditor')).toBe('auditor');
  });

  it('shows booleans as Yes/No, numbers and text as they are, and nothing for null', () => {
    expect(formatCell({ type: 'boolean' }, true)).toBe('Yes');
    expect(formatCell({ type: 'boolean' }, false)).toBe('No');
    expect(formatCell({ type: 'number' }, 12.5)).toBe('12.5');
    expect(formatCell({ type: 'text' }, 'Ann')).toBe('Ann');
    expect(formatCell({ type: 'text' }, null)).toBe('');
  });

  it("shows a number in its column's format: money, strength, percentage", () => {
    expect(formatCell({ type: 'number', format: 'money' }, 24.5)).toBe('$24.50');
    expect(formatCell({ type: 'number', format: 'strength' }, '3980.00')).toBe('3,980 psi');
    expect(formatCell({ type: 'number', format: 'percent' }, 5)).toBe('5%');
  });

  it('fills a row link from the row, encoded', () => {
    expect(rowHref('/admin/users/{id}', { id: 7 })).toBe('/admin/users/7');
    expect(rowHref('/admin/x/{code}', { code: 'a/b c' })).toBe('/admin/x/a%2Fb%20c');
  });
});
