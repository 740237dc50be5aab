import { describe, expect, it } from 'vitest';
import { NO_MIN_PSI_MESSAGE, type TemplateField } from '../../templates/client.ts';
import { isOverdue, shownStatus, specimenBadges } from './badges.ts';
import { startingTestDate, TEST_DATE_MESSAGE, testDateError } from './test-date.ts';
import { entryErrors, withReadingCopies } from './entry.ts';
import {
  assertTestingAllowed,
  attentionFor,
  countsAsBroken,
  pausesSampleSet,
  PAUSED_MESSAGE,
  saveWarning,
  storedResults,
} from './result.ts';
import { currentTime, normaliseTime } from './time.ts';
import { labelOf } from './labels.ts';

describe('the break time, normalised to h:mm AM/PM', () => {
  it.each([
    ['9:30', '9:30 AM'],
    ['930', '9:30 AM'],
    ['9', '9:00 AM'],
    ['2:15 pm', '2:15 PM'],
    ['2:15p', '2:15 PM'],
    ['11:05 a.m.', '11:05 AM'],
    ['12:30', '12:30 AM'],
    ['12:30 PM', '12:30 PM'],
    ['13:05', '1:05 PM'],
    ['0:45', '12:45 AM'],
  ])('%s is %s', (typed, stored) => expect(normaliseTime(typed)).toBe(stored));

  it.each(['9:60', '25:00', '13:00 PM', 'noon', '', '9:3'])('%s is not a time', (typed) => expect(normaliseTime(typed)).toBeNull());

  it("defaults to now in the lab's time zone, in 12-hour form", () => {
    // 21:07 UTC is 1:07 PM in Los Angeles in November (UTC-8).
    expect(currentTime('America/Los_Angeles', new Date('2026-11-24T21:07:00Z'))).toBe('1:07 PM');
    expect(currentTime('America/Los_Angeles', new Date('2026-11-24T08:00:00Z'))).toBe('12:00 AM');
  });
});

describe('the row badges', () => {
  const today = '2026-11-24';
  it('Immediate and Overdue for a flagged specimen whose test date has passed untested', () => {
    expect(specimenBadges({ immediate: true, tested: false, testDate: '2026-11-23' }, today)).toEqual(['Immediate', 'Overdue']);
  });
  it("today's specimen is not overdue; one without a test date never is", () => {
    expect(isOverdue({ immediate: false, tested: false, testDate: today }, today)).toBe(false);
    expect(specimenBadges({ immediate: false, tested: false, testDate: null }, today)).toEqual([]);
  });
  it('Complete once tested, whatever its dates and flag', () => {
    expect(specimenBadges({ immediate: true, tested: true, testDate: '2026-10-01' }, today)).toEqual(['Complete']);
  });
});

describe('the entry checks that refuse a save', () => {
  const fields: TemplateField[] = [
    {
      name: 'dims',
      label: 'Dimensions',
      type: 'group',
      fields: [{ name: 'diameter1', label: 'Diameter 1 (in)', type: 'text', required: true }],
    },
    { name: 'load', label: 'Maximum Load (lbf)', type: 'text', required: true, requireVerification: true },
    { name: 'condition', label: 'Condition', type: 'radio', options: ['Good', 'Defects noted'], default: 'Good', required: true },
    {
      name: 'defectNotes',
      label: 'Defect Notes',
      type: 'conditional_text',
      required: true,
      conditionState: 'condition',
      conditionValues: ['Defects noted'],
    },
  ];

  it("'<label> is required' for an empty required field, also inside a group; a default fills one", () => {
    expect(entryErrors(fields, { diameter1: ' ', load: '52000', loadVerification: '52000' })).toEqual({
      diameter1: 'Diameter 1 (in) is required',
    });
  });
  it("'Values do not match' on the copy of a verified field", () => {
    expect(entryErrors(fields, { diameter1: '4', load: '52000', loadVerification: '52100' })).toEqual({
      loadVerification: 'Values do not match',
    });
    expect(entryErrors(fields, { diameter1: '4', load: '52000', loadVerification: ' 52000 ' })).toEqual({});
  });
  it('a conditional field is required only while it is shown', () => {
    const base = { diameter1: '4', load: '1', loadVerification: '1' };
    expect(entryErrors(fields, base)).toEqual({});
    expect(entryErrors(fields, { ...base, condition: 'Defects noted' })).toEqual({ defectNotes: 'Defect Notes is required' });
  });
  it("a machine's reading of a verified field is its own copy; a field it did not read gets none", () => {
    expect(withReadingCopies(fields, { diameter1: '4.00', load: '52000' })).toEqual({
      diameter1: '4.00',
      load: '52000',
      loadVerification: '52000',
    });
    expect(withReadingCopies(fields, { diameter1: '4.00' })).toEqual({ diameter1: '4.00' });
    expect(entryErrors(fields, withReadingCopies(fields, { diameter1: '4.00', load: '52000' }))).toEqual({});
  });
});

describe('what a save stores and answers', () => {
  const meta = { technician: 'Taylor Tech', testDate: '2026-11-24', time: '9:30 AM', testsComplete: true };

  it('keeps the engine values and the stored values, not the verification copy', () => {
    // 52,000 lbf on a 4 in cylinder: 52000 / (π × 4² / 4) = 4138.0 psi, reported 4140.
    const stored = storedResults(
      { load: '52000', loadVerification: '52000', status: 'Passed' },
      { fields: { load: 52000 }, computed: { calculatedPsi: 4140, pctAge: 100 }, status: 'Passed' },
      meta,
      ['load'],
    );
    expect(stored).toEqual({
      load: 52000,
      status: 'Passed',
      technician: 'Taylor Tech',
      testDate: '2026-11-24',
      time: '9:30 AM',
      calculatedPsi: 4140,
      pctAge: 100,
      failedStatus: null,
      testsComplete: true,
    });
  });

  it('warns with the out-of-spec message of a Failed result and the no-min-psi alert; nothing for a pass', () => {
    const failed =
      'The calculated psi for this test result (2390), is out of specification! The minimum psi is 4000. You must resolve this before a report can be sent.';
    expect(saveWarning({ status: 'Failed', message: failed })).toBe(failed);
    expect(saveWarning({ status: 'Pending', message: NO_MIN_PSI_MESSAGE })).toBe(NO_MIN_PSI_MESSAGE);
    expect(saveWarning({ status: 'Pending', message: 'Diameter 1 (in) is required' })).toBeUndefined();
    expect(saveWarning({ status: 'Passed' })).toBeUndefined();
  });

  it('a Failed result pauses its set; a paused set takes no new result', () => {
    expect(pausesSampleSet('Failed')).toBe(true);
    expect(pausesSampleSet('Pending')).toBe(false);
    expect(() => assertTestingAllowed({ allowTesting: false })).toThrow(PAUSED_MESSAGE);
    expect(() => assertTestingAllowed({ allowTesting: true })).not.toThrow();
  });
});

describe("the break's test date", () => {
  const today = '2026-11-27';
  it('starts at the scheduled test date (cast 10/30 + 28 days = 11/27), never after today, else today', () => {
    expect(startingTestDate('2026-11-27', today)).toBe('2026-11-27');
    expect(startingTestDate('2026-11-20', today)).toBe('2026-11-20');
    expect(startingTestDate('2026-12-25', today)).toBe(today);
    expect(startingTestDate(null, today)).toBe(today);
  });
  it('is refused after today (12/25 entered on 11/27) and before the cast date, with the field message', () => {
    expect(testDateError('2026-12-25', '2026-11-01', today)).toBe(TEST_DATE_MESSAGE.future);
    expect(testDateError('2026-10-31', '2026-11-01', today)).toBe('The test date cannot be before the cast date (11/01/2026)');
    expect(testDateError('2026-11-01', '2026-11-01', today)).toBeUndefined();
    expect(testDateError(today, null, today)).toBeUndefined();
  });
});

describe('a broken specimen and how its result reads', () => {
  it("counts as broken with a judged strength, whatever 'tests complete' says; without one only when the technician says so", () => {
    expect(countsAsBroken({ calculatedPsi: 4120, testsComplete: false, status: 'Passed' })).toBe(true);
    expect(countsAsBroken({ calculatedPsi: '2390', testsComplete: false, status: 'Failed' })).toBe(true);
    expect(countsAsBroken({ calculatedPsi: null, testsComplete: false, status: 'Pending' })).toBe(false);
    expect(countsAsBroken({ calculatedPsi: null, testsComplete: true, status: 'Pending' })).toBe(true);
  });
  it('keeps a result that cannot be judged in the list, naming the reason and who can settle it', () => {
    expect(countsAsBroken({ calculatedPsi: 4140, testsComplete: false, status: 'Pending' })).toBe(false);
    expect(specimenBadges({ immediate: false, tested: false, testDate: '2026-11-20', unjudged: true }, '2026-11-24')).toEqual([
      'Needs attention',
      'Overdue',
    ]);
    expect(attentionFor({ status: 'Pending', message: NO_MIN_PSI_MESSAGE })).toEqual({
      reason: NO_MIN_PSI_MESSAGE,
      fix: 'The office (customer service) sets the min psi of the sample set on the pickup.',
    });
    expect(attentionFor({ status: 'Passed', message: null })).toBeNull();
  });
  it("reads 'Info only' for a For Information Only set, never Passed or Failed; Pending while it waits", () => {
    expect(shownStatus('Passed', true)).toBe('Info only');
    expect(shownStatus('Failed', true)).toBe('Info only');
    expect(shownStatus('Pending', true)).toBe('Pending');
    expect(shownStatus('Failed', false)).toBe('Failed');
  });
});

describe('what a person reads for a stored name', () => {
  const definition = {
    fields: [
      { name: 'dims', label: 'Dimensions', type: 'group', fields: [{ name: 'diameter1', label: 'Diameter 1 (in)', type: 'text' }] },
      { name: 'load', label: 'Maximum Load (lbf)', type: 'text', requireVerification: true },
    ] as TemplateField[],
    labels: { meanDiameter: 'Mean Diameter (in)' },
  };
  it.each([
    ['diameter1', 'Diameter 1 (in)'],
    ['loadVerification', 'Verify Maximum Load (lbf)'],
    ['meanDiameter', 'Mean Diameter (in)'],
    ['calculatedPsi', 'Strength (psi)'],
    ['testsComplete', 'Tests complete'],
    ['ldRatio', 'Ld ratio'],
    ['fractureType1', 'Fracture type 1'],
  ])('%s reads %s', (name, label) => expect(labelOf(name, definition)).toBe(label));
});
