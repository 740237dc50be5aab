import * as z from 'zod/mini';
import { preprocess } from '../../core/crud/zod-mini.ts';

/**
 * A sample type's default break schedule (issue 27): how many specimens of a set are broken at
 * which test type, in order, such as 1 × 7 Day, 2 × 28 Day, 1 × Hold. Pure, so the sample type
 * form, the sample set dialog and the server lay a set out alike.
 */
export interface ScheduleGroup {
  qty: number;
  testTypeId: number;
}

/** The most groups a schedule has and the most specimens in one: what a lab can mean. */
export const SCHEDULE_LIMITS = { groups: 10, qty: 100 } as const;

export const SCHEDULE_MESSAGE = {
  invalid: 'Each line of the schedule needs a quantity and a test type',
  qty: `A quantity is a whole number from 1 to ${SCHEDULE_LIMITS.qty}`,
  groups: `At most ${SCHEDULE_LIMITS.groups} lines`,
  unknownTestType: 'Unknown test type in the schedule',
} as const;

const wholeIn = (value: unknown, max: number): number | null => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 1 && number <= max ? number : null;
};

/**
 * Reads a schedule as the form keeps it (JSON text) or an API client sends it (a list): each
 * line a quantity of 1 to 100 and a test type id. Empty is none. Answers the canonical JSON
 * text, which is what the jsonb column takes.
 * @example breakScheduleField.parse('[{"qty":"2","testTypeId":"4"}]') // '[{"qty":2,"testTypeId":4}]'
 */
export const breakScheduleField = preprocess((value, addIssue) => {
  let list = value;
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value) as unknown;
    } catch {
      addIssue(SCHEDULE_MESSAGE.invalid);
      return null;
    }
  }
  if (!Array.isArray(list)) {
    addIssue(SCHEDULE_MESSAGE.invalid);
    return null;
  }
  if (list.length > SCHEDULE_LIMITS.groups) addIssue(SCHEDULE_MESSAGE.groups);
  const groups: ScheduleGroup[] = [];
  for (const line of list) {
    const record = typeof line === 'object' && line !== null ? (line as Record<string, unknown>) : {};
    const testTypeId = wholeIn(record.testTypeId, Number.MAX_SAFE_INTEGER);
    const qty = wholeIn(record.qty, SCHEDULE_LIMITS.qty);
    if (testTypeId === null) addIssue(SCHEDULE_MESSAGE.invalid);
    else if (qty === null) addIssue(SCHEDULE_MESSAGE.qty);
    else groups.push({ qty, testTypeId });
  }
  return groups.length === 0 ? null : JSON.stringify(groups);
}, z.nullable(z.string()));

/** The specimens a schedule lays out: the sum of its quantities. */
export const scheduleQty = (schedule: readonly ScheduleGroup[]) => schedule.reduce((sum, group) => sum + group.qty, 0);

/**
 * The schedule for a set of `qty` specimens: the groups in order, the last one taking what the
 * quantity adds or removes; a quantity below the groups before it shortens them from the end.
 * Without a schedule every specimen gets the type's default test type (null: none).
 * @example scheduleForQty([{ qty: 1, testTypeId: 7 }, { qty: 2, testTypeId: 28 }, { qty: 1, testTypeId: 0 }], 6)
 * // 1 × 7, 2 × 28, 3 × Hold
 * @example scheduleForQty(demo, 2) // 1 × 7, 1 × 28
 */
export function scheduleForQty(
  schedule: readonly ScheduleGroup[] | null,
  qty: number,
  defaultTestTypeId: number | null = null,
): Array<{ qty: number; testTypeId: number | null }> {
  if (qty <= 0) return [];
  if (!schedule || schedule.length === 0) return [{ qty, testTypeId: defaultTestTypeId }];
  let left = qty;
  const laid: Array<{ qty: number; testTypeId: number | null }> = [];
  schedule.forEach((group, index) => {
    const take = index === schedule.length - 1 ? left : Math.min(group.qty, left);
    if (take > 0) laid.push({ qty: take, testTypeId: group.testTypeId });
    left -= take;
  });
  return laid;
}

/**
 * One test type per specimen, in specimen order, from a schedule laid out for the set.
 * @example testTypesOfSpecimens([{ qty: 1, testTypeId: 3 }, { qty: 2, testTypeId: 4 }]) // [3, 4, 4]
 */
export function testTypesOfSpecimens(laid: ReadonlyArray<{ qty: number; testTypeId: number | null }>): Array<number | null> {
  return laid.flatMap((group) => Array.from({ length: group.qty }, () => group.testTypeId));
}

/** A stored schedule (the jsonb column, or its text) as groups; anything else is none. */
export function readSchedule(stored: unknown): ScheduleGroup[] | null {
  const value = typeof stored === 'string' ? (JSON.parse(stored) as unknown) : stored;
  if (!Array.isArray(value) || value.length === 0) return null;
  return value.map((group: { qty: unknown; testTypeId: unknown }) => ({ qty: Number(group.qty), testTypeId: Number(group.testTypeId) }));
}
