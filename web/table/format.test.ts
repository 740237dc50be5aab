import { describe, expect, it } from 'vitest';
import { formatCell, rowHref } from './format.ts';

describe('table cells', () => {
  it('shows dates as MM/DD/YYYY without shifting the day', () => {
    expect(formatCell('date', '2026-01-01')).toBe('01/01/2026');
    expect(formatCell('date', 'not a date')).toBe('not a date');
  });

  it("shows a coded value by its column's label, and an unlabelled one as it is", () => {
    expect(formatCell('text', 'customer-service', { 'customer-service': 'Customer Service' })).toBe('Customer Service');
    expect(formatCell('text', 'auditor', { 'customer-service': 'Customer Service' })).toBe('auditor');
  });

  it('shows booleans as Yes/No, numbers and text as they are, and nothing for null', () => {
    expect(formatCell('boolean', true)).toBe('Yes');
    expect(formatCell('boolean', false)).toBe('No');
    expect(formatCell('number', 12.5)).toBe('12.5');
    expect(formatCell('text', 'Ann')).toBe('Ann');
    expect(formatCell('text', null)).toBe('');
  });

  it('fills a row link from the row, encoded', () => {
    expect(rowHref('/admin/users/{id}', { id: 7 })).toBe('/admin/users/7');
    expect(rowHref('/admin/x/{code}', { code: 'a/b c' })).toBe('/admin/x/a%2Fb%20c');
  });
});
