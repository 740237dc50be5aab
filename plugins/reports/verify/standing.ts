/** Where an issued revision stands today, as its verification page says it. */
export type Standing = { state: 'current' } | { state: 'superseded'; by: number } | { state: 'withdrawn' };

/**
 * An issued revision is superseded once a later revision is issued (by the first one after it),
 * withdrawn while the report is open for an amendment not yet issued, and current otherwise.
 * @example standing(1, [1, 2], 2) // { state: 'superseded', by: 2 }
 */
export function standing(revision: number, issuedRevisions: readonly number[], reportRevision: number): Standing {
  const later = issuedRevisions.filter((issued) => issued > revision).sort((a, b) => a - b);
  if (later.length > 0) return { state: 'superseded', by: later[0]! };
  return reportRevision > revision ? { state: 'withdrawn' } : { state: 'current' };
}

export const standingText = (value: Standing) =>
  value.state === 'current'
    ? 'Current: this is the report in force'
    : value.state === 'superseded'
      ? `Superseded by revision ${value.by}`
      : 'Withdrawn: the laboratory is amending this report';
