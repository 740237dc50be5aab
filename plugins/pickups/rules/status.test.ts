import { describe, expect, it } from 'vitest';
import { datesOnReceive, RECEIVE_DATE_AFTER_TODAY, receiveWarning, STATUS_WARNING, statusChangeWarning } from './status.ts';

const dated = { nonSpecimen: false, specimens: [{ testDate: '2026-10-08', testDateExempt: false }] };
const undated = { nonSpecimen: false, specimens: [{ testDate: null, testDateExempt: false }] };
const hold = { nonSpecimen: false, specimens: [{ testDate: null, testDateExempt: true }] };
const trip = { nonSpecimen: true, specimens: [{ testDate: null, testDateExempt: false }] };

describe('pickup status rules', () => {
  it('cannot receive without a sample set', () => {
    expect(statusChangeWarning('open', 'received', [])).toBe(STATUS_WARNING.noSampleSet);
  });

  it('cannot receive while a specimen has no test date, unless its test type needs none', () => {
    expect(statusChangeWarning('open', 'received', [dated, undated])).toBe(STATUS_WARNING.missingTestDate);
    expect(receiveWarning([dated, hold])).toBeNull();
    expect(receiveWarning([trip])).toBeNull();
  });

  it('cannot set invoiced by hand, nor change an invoiced pickup', () => {
    expect(statusChangeWarning('open', 'invoiced', [dated])).toBe(STATUS_WARNING.manualInvoiced);
    expect(statusChangeWarning('invoiced', 'open', [dated])).toBe(STATUS_WARNING.afterInvoiced);
    expect(statusChangeWarning('invoiced', 'invoiced', [dated])).toBeNull();
  });

  it("leaves a request's statuses to its Confirm, Decline and Cancel: never set by hand, never left by hand", () => {
    for (const code of ['requested', 'declined', 'cancelled']) {
      expect(statusChangeWarning('open', code, [dated])).toBe(STATUS_WARNING.requestStatus);
      expect(statusChangeWarning(code, 'open', [dated])).toBe(STATUS_WARNING.requestStatus);
      expect(statusChangeWarning(code, code, [dated])).toBeNull();
    }
    expect(statusChangeWarning('requested', 'received', [dated])).toBe(STATUS_WARNING.requestStatus);
  });

  it('allows re-opening a received pickup', () => {
    expect(statusChangeWarning('received', 'open', [dated])).toBeNull();
  });

  it('fills the actual pickup date and receive date on receive', () => {
    expect(datesOnReceive({ schedPickupDate: '2026-11-20', actualPickupDate: null, receiveDate: null }, '2026-11-22')).toEqual({
      actualPickupDate: '2026-11-20',
      receiveDate: '2026-11-22',
    });
    expect(
      datesOnReceive({ schedPickupDate: '2026-11-20', actualPickupDate: '2026-11-21', receiveDate: '2026-11-21' }, '2026-11-22'),
    ).toEqual({
      actualPickupDate: '2026-11-21',
      receiveDate: '2026-11-21',
    });
  });

  it('refuses a receive date after today on its field; today itself is fine', () => {
    const on = (receiveDate: string) => () =>
      datesOnReceive({ schedPickupDate: '2026-11-20', actualPickupDate: null, receiveDate }, '2026-11-27');
    expect(on('2026-12-25')).toThrow(expect.objectContaining({ status: 400, fields: { receiveDate: RECEIVE_DATE_AFTER_TODAY } }));
    expect(on('2026-11-28')).toThrow(RECEIVE_DATE_AFTER_TODAY);
    expect(on('2026-11-27')()).toEqual({ actualPickupDate: '2026-11-20', receiveDate: '2026-11-27' });
  });
});
