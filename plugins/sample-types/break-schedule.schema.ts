import * as z from 'zod/mini';
import { preprocess } from '../../core/http/zod-mini.ts';
import type { ScheduleGroup } from './break-schedule.ts';

/*
 * How a break schedule is typed and sent, apart from its rules (break-schedule.ts) so that the
 * pickup form's sample set dialog lays a set out without carrying a schema parser.
 */

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
