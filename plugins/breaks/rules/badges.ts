/** The row badges of the break list and the Associated Breaks panel (second document, section 4). */
export type SpecimenBadge = 'Immediate' | 'Overdue' | 'Complete' | 'Needs attention';

export interface SpecimenFlags {
  immediate: boolean;
  tested: boolean;
  /** YYYY-MM-DD, or null for a specimen without a test date. */
  testDate: string | null;
  /** Its result exists and cannot be judged yet (Pending). */
  unjudged?: boolean;
}

/** Overdue: its test date is before today (the lab's day) and it is not tested. */
export function isOverdue(specimen: SpecimenFlags, today: string): boolean {
  return !specimen.tested && specimen.testDate !== null && specimen.testDate < today;
}

/**
 * Immediate when flagged and untested, Overdue when late and untested, Complete when tested.
 * @example specimenBadges({ immediate: true, tested: false, testDate: '2026-11-20' }, '2026-11-24') // ['Immediate', 'Overdue']
 */
export function specimenBadges(specimen: SpecimenFlags, today: string): SpecimenBadge[] {
  if (specimen.tested) return ['Complete'];
  const badges: SpecimenBadge[] = specimen.unjudged ? ['Needs attention'] : [];
  if (specimen.immediate) badges.push('Immediate');
  if (isOverdue(specimen, today)) badges.push('Overdue');
  return badges;
}

/** How a result's judgement reads to a person: the stored status, or 'Info only'. */
export type ShownStatus = 'Passed' | 'Failed' | 'Pending' | 'Info only';

/**
 * A result of a 'For Information Only' sample set has no acceptance criterion, so it never
 * reads as Passed or Failed: 'Info only'. While it waits it is Pending, as any other.
 * @example shownStatus('Passed', true) // 'Info only'
 */
export function shownStatus(status: 'Passed' | 'Failed' | 'Pending', forInformationOnly: boolean): ShownStatus {
  return forInformationOnly && status !== 'Pending' ? 'Info only' : status;
}
