import { describe, expect, it } from 'vitest';
import { dueGroup } from './due-group.ts';

/** The lab's day of these examples: Tuesday 11/24/2026. */
const TODAY = '2026-11-24';
const untested = (testDate: string | null, immediate = false) => ({ tested: false, immediate, testDate });

describe('the break list shows what is due first', () => {
  it('puts a specimen due on 11/20 or 11/23 under Overdue, one due on 11/24 under Today', () => {
    expect(dueGroup(untested('2026-11-20'), TODAY)).toBe('Overdue');
    expect(dueGroup(untested('2026-11-23'), TODAY)).toBe('Overdue');
    expect(dueGroup(untested('2026-11-24'), TODAY)).toBe('Today');
  });

  it('puts an immediate specimen due on 12/01, or held without a date, under Immediate; overdue or today wins over immediate', () => {
    expect(dueGroup(untested('2026-12-01', true), TODAY)).toBe('Immediate');
    expect(dueGroup(untested(null, true), TODAY)).toBe('Immediate');
    expect(dueGroup(untested('2026-11-20', true), TODAY)).toBe('Overdue');
    expect(dueGroup(untested('2026-11-24', true), TODAY)).toBe('Today');
  });

  it('leaves a later test date, a held specimen and a tested one Not due, even a tested one dated 11/20', () => {
    expect(dueGroup(untested('2026-11-25'), TODAY)).toBe('Not due');
    expect(dueGroup(untested(null), TODAY)).toBe('Not due');
    expect(dueGroup({ tested: true, immediate: true, testDate: '2026-11-20' }, TODAY)).toBe('Not due');
  });

  it('follows the lab day: the 11/24 specimen is Overdue on 11/25', () => {
    expect(dueGroup(untested('2026-11-24'), '2026-11-25')).toBe('Overdue');
  });
});
