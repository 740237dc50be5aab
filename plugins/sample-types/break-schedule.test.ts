import { describe, expect, it } from 'vitest';
import { readSchedule, scheduleForQty, scheduleQty, testTypesOfSpecimens } from './break-schedule.ts';
import { breakScheduleField, SCHEDULE_MESSAGE } from './break-schedule.schema.ts';

// Test type ids as in a lab: 3 = 7 Day, 4 = 28 Day, 1 = Hold.
const SEVEN = 3;
const TWENTY_EIGHT = 4;
const HOLD = 1;
const demo = [
  { qty: 1, testTypeId: SEVEN },
  { qty: 2, testTypeId: TWENTY_EIGHT },
  { qty: 1, testTypeId: HOLD },
];

describe('a break schedule laid out for a set', () => {
  it('lays a set of 4 out as 1 × 7 Day, 2 × 28 Day, 1 × Hold, one test type per specimen in order', () => {
    expect(scheduleQty(demo)).toBe(4);
    expect(testTypesOfSpecimens(scheduleForQty(demo, 4))).toEqual([SEVEN, TWENTY_EIGHT, TWENTY_EIGHT, HOLD]);
  });

  it('gives what the quantity adds to the last group: 6 is 1 × 7, 2 × 28, 3 × Hold', () => {
    expect(scheduleForQty(demo, 6)).toEqual([
      { qty: 1, testTypeId: SEVEN },
      { qty: 2, testTypeId: TWENTY_EIGHT },
      { qty: 3, testTypeId: HOLD },
    ]);
  });

  it('takes what it removes from the end: 3 is 1 × 7, 2 × 28; 2 is 1 × 7, 1 × 28; 0 is nothing', () => {
    expect(scheduleForQty(demo, 3)).toEqual([
      { qty: 1, testTypeId: SEVEN },
      { qty: 2, testTypeId: TWENTY_EIGHT },
    ]);
    expect(scheduleForQty(demo, 2)).toEqual([
      { qty: 1, testTypeId: SEVEN },
      { qty: 1, testTypeId: TWENTY_EIGHT },
    ]);
    expect(scheduleForQty(demo, 0)).toEqual([]);
  });

  it('without a schedule gives every specimen the default test type', () => {
    expect(scheduleForQty(null, 3, TWENTY_EIGHT)).toEqual([{ qty: 3, testTypeId: TWENTY_EIGHT }]);
    expect(testTypesOfSpecimens(scheduleForQty([], 2))).toEqual([null, null]);
  });
});

describe('a break schedule as the form and the API send it', () => {
  it('reads JSON text or a list, quantities as numbers, and keeps canonical JSON text', () => {
    expect(breakScheduleField.parse('[{"qty":"2","testTypeId":"4"}]')).toBe('[{"qty":2,"testTypeId":4}]');
    expect(breakScheduleField.parse([{ qty: 1, testTypeId: 3 }])).toBe('[{"qty":1,"testTypeId":3}]');
    expect(breakScheduleField.parse('')).toBeNull();
    expect(breakScheduleField.parse([])).toBeNull();
    expect(readSchedule('[{"qty":2,"testTypeId":4}]')).toEqual([{ qty: 2, testTypeId: 4 }]);
    expect(readSchedule(null)).toBeNull();
  });

  it('refuses a line without a test type, a quantity of 0 or above 100, and more than 10 lines, with the message', () => {
    const messages = (value: unknown) => breakScheduleField.safeParse(value).error?.issues.map((issue) => issue.message);
    expect(messages([{ qty: 1 }])).toEqual([SCHEDULE_MESSAGE.invalid]);
    expect(messages([{ qty: 0, testTypeId: 3 }])).toEqual([SCHEDULE_MESSAGE.qty]);
    expect(messages([{ qty: 101, testTypeId: 3 }])).toEqual([SCHEDULE_MESSAGE.qty]);
    expect(messages(Array.from({ length: 11 }, () => ({ qty: 1, testTypeId: 3 })))).toEqual([SCHEDULE_MESSAGE.groups]);
    expect(messages('{ nope')).toEqual([SCHEDULE_MESSAGE.invalid]);
  });
});
