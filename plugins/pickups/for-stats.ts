import { overdueField, receivedSpecimenFields, receivedSpecimens, specimenKey } from './received-specimens.ts';
import { pickupsByMonth, samplesByMonth } from './stats.ts';

/**
 * What the stats plugin uses of pickups: the specimens of received pickups as a query to join its
 * results onto, with their fields and key columns, and the pickups and sample sets per month.
 * Each takes the caller's `db` first.
 */
export const pickupsForStats = {
  receivedSpecimens,
  receivedSpecimenFields,
  overdueField,
  specimenKey,
  /** The project address (saved location) column of `receivedSpecimens`. */
  projectLocationKey: 'pickups.savedProjectLocationId',
  /** The sample set's minimum psi (for concrete, the specified strength f'c) in `receivedSpecimens`. */
  minPsiKey: 'samples.minPsi',
  pickupsByMonth,
  samplesByMonth,
};
