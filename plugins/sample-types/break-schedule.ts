/**
 * A sample type's default break schedule (issue 27): how many specimens of a set are broken at
 * which test type, in order, such as 1 × 7 Day, 2 × 28 Day, 1 × Hold. Pure, so the sample type
 * form, the sample set dialog and the server lay a set out alike.
 */
export interface ScheduleGroup {
  qty: number;
  testTypeId: number;
}

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
