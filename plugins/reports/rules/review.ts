/** A specimen as the review sees it: its statuses and, when it has one, its result's status. */
export interface ReviewedSpecimen {
  id: number;
  specimenNum: string;
  /** The test status: Open, Pending, Passed, Failed, Low Result, Cancelled, Hold. */
  status: string;
  resultStatus: string | null;
}

/** Something the reviewer must confirm, with a reason, before the report is finalized. */
export interface ReviewPoint {
  /** Names the point in the confirmation's answer: `untested:17`. */
  key: string;
  text: string;
}

/** What a reason must be: the reviewer's own words, printed as the lab's statement. */
export const REASON_MIN = 5;
export const REASON_MESSAGE = `Give the reason (at least ${REASON_MIN} characters)`;

/**
 * The points a reviewer confirms before a report leaves (ISO/IEC 17025 §7.8: deviations and
 * conditions are stated on the report): a failed or low result, a cancelled specimen, one on
 * hold, one not tested, and a result judged against no strength requirement.
 * @example reviewPoints([{ id: 3, specimenNum: '1004.1.3', status: 'Open', resultStatus: null }], { hasRequirement: true })
 * // [{ key: 'untested:3', text: 'Specimen 1004.1.3 not tested' }]
 */
export function reviewPoints(specimens: readonly ReviewedSpecimen[], sample: { hasRequirement: boolean }): ReviewPoint[] {
  return specimens.flatMap((specimen): ReviewPoint[] => {
    const name = `Specimen ${specimen.specimenNum}`;
    if (specimen.status === 'Cancelled') return [{ key: `cancelled:${specimen.id}`, text: `${name} cancelled` }];
    if (specimen.status === 'Hold' && specimen.resultStatus === null)
      return [{ key: `held:${specimen.id}`, text: `${name} held, not tested` }];
    if (specimen.resultStatus === null) return [{ key: `untested:${specimen.id}`, text: `${name} not tested` }];
    const points: ReviewPoint[] = [];
    if (specimen.resultStatus === 'Failed') points.push({ key: `failed:${specimen.id}`, text: `${name} failed` });
    if (specimen.resultStatus === 'Low Result') points.push({ key: `low:${specimen.id}`, text: `${name} low result` });
    if (!sample.hasRequirement) points.push({ key: `no-requirement:${specimen.id}`, text: `${name} has no strength requirement` });
    return points;
  });
}

/**
 * Pairs each point with the reviewer's reason: the statements printed on the report, or the
 * field messages of the points left without one.
 */
export function confirmPoints(
  points: readonly ReviewPoint[],
  reasons: Readonly<Record<string, string>>,
): { statements: ReviewPoint[] } | { missing: Record<string, string> } {
  const missing: Record<string, string> = {};
  const statements = points.map((point) => {
    const reason = (reasons[point.key] ?? '').trim();
    if (reason.length < REASON_MIN) missing[`confirmations.${point.key}`] = REASON_MESSAGE;
    return { key: point.key, text: `${point.text}: ${reason}` };
  });
  return Object.keys(missing).length > 0 ? { missing } : { statements };
}
