import type { SpecimenFlags } from './badges.ts';

/**
 * The break list's groups, in the order the list shows them (issue 27: "what is due first:
 * overdue, then today's, then immediate"). 'Not due' is everything else: later test dates,
 * held specimens, and tested ones when the list shows them.
 */
export const DUE_GROUPS = ['Overdue', 'Today', 'Immediate', 'Not due'] as const;
export type DueGroup = (typeof DUE_GROUPS)[number];

/** The groups a technician breaks from, which the list counts; 'Not due' is the rest. */
export const COUNTED_GROUPS = ['Overdue', 'Today', 'Immediate'] as const satisfies readonly DueGroup[];

/**
 * A specimen's group on the lab's `today`: the first that applies. Only an untested specimen is
 * due; one that is both overdue and immediate is Overdue (the older debt comes first).
 * @example dueGroup({ immediate: true, tested: false, testDate: '2026-11-20' }, '2026-11-24') // 'Overdue'
 * @example dueGroup({ immediate: true, tested: false, testDate: '2026-12-01' }, '2026-11-24') // 'Immediate'
 */
export function dueGroup(specimen: SpecimenFlags, today: string): DueGroup {
  if (specimen.tested) return 'Not due';
  if (specimen.testDate !== null && specimen.testDate < today) return 'Overdue';
  if (specimen.testDate === today) return 'Today';
  if (specimen.immediate) return 'Immediate';
  return 'Not due';
}
