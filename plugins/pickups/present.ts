import type { PickupRow, SampleRow, SpecimenRow } from './pickups.table.ts';

/** A decimal string as a JSON number rounded to cents (the API's money and psi values). */
export function toNumber(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  return Math.round(Number(value) * 100) / 100;
}

const hhmm = (value: string | null) => (value ? value.slice(0, 5) : null);

/** A pickup as the API answers it: money as numbers, times as HH:mm, no timestamps. */
export function presentPickup(row: PickupRow) {
  // The signature's image is served on its own (`GET /api/pickups/{id}/signature`).
  // The phone's id of its last Pick Up is bookkeeping for resends, the search text the list's; nothing a reader needs.
  const { createdAt: _created, updatedAt: _updated, releaseSignature, recordClientId: _client, searchText: _search, ...pickup } = row;
  return {
    ...pickup,
    hasReleaseSignature: releaseSignature !== null && releaseSignature !== undefined,
    tripCharge: toNumber(row.tripCharge) ?? 0,
    arrivalTime: hhmm(row.arrivalTime),
    departureTime: hhmm(row.departureTime),
    windowFrom: hhmm(row.windowFrom),
    windowTo: hhmm(row.windowTo),
  };
}
export type Pickup = ReturnType<typeof presentPickup>;

/** A sample set: psi and rate as numbers; 'For Information Only' is the flag, min psi empty. */
export function presentSample(row: SampleRow) {
  const { createdAt: _created, updatedAt: _updated, n: _n, ...sample } = row;
  return { ...sample, minPsi: toNumber(row.minPsi), maxPsi: toNumber(row.maxPsi), rate: toNumber(row.rate) };
}
export type Sample = ReturnType<typeof presentSample>;

export function presentSpecimen(row: SpecimenRow) {
  const { createdAt: _created, updatedAt: _updated, n: _n, ...specimen } = row;
  return specimen;
}
export type Specimen = ReturnType<typeof presentSpecimen>;
