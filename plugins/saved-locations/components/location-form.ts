import type { RecordEditor, RecordEditorOptions } from '../../../web/ui/form/useRecordEditor.ts';
import { locationSchemaFor } from '../schema.ts';
import type { Location } from '../rules.ts';

export const LOCATIONS_API = '/api/saved-locations';

export type LocationTextField =
  | 'pickupAddr1'
  | 'pickupAddr2'
  | 'pickupCity'
  | 'pickupZip'
  | 'jobName'
  | 'mapPage'
  | 'crossStreet'
  | 'cellPhone'
  | 'reportEmail'
  | 'tripCharge';
export type LocationFlag = 'sendReports' | 'fuelCharge';

export type LocationValues = Record<LocationTextField, string> & Record<LocationFlag, boolean> & { customerId: number | null };

const text = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/**
 * What the shared record form needs for a location: its values (a new one sends reports, as the
 * spec's default), and the schema by who edits it: staff must pick a customer; a customer's
 * locations are its own, and the lab keeps its charges whatever a customer's form sends.
 */
export function locationEditorOptions(location: Location | null, staff: boolean): RecordEditorOptions<LocationValues> {
  const initial: LocationValues = {
    customerId: location?.customerId ?? null,
    pickupAddr1: text(location?.pickupAddr1),
    pickupAddr2: text(location?.pickupAddr2),
    pickupCity: text(location?.pickupCity),
    pickupZip: text(location?.pickupZip),
    jobName: text(location?.jobName),
    mapPage: text(location?.mapPage),
    crossStreet: text(location?.crossStreet),
    cellPhone: text(location?.cellPhone),
    reportEmail: text(location?.reportEmail),
    tripCharge: location?.tripCharge === null || location?.tripCharge === undefined ? '' : location.tripCharge.toFixed(2),
    sendReports: location?.sendReports ?? true,
    fuelCharge: location?.fuelCharge ?? false,
  };
  return {
    initial,
    schema: locationSchemaFor(staff),
    recordId: location?.id ?? null,
    version: location?.version,
    apiPath: LOCATIONS_API,
    entity: 'location',
  };
}

export type LocationEditor = Pick<RecordEditor<LocationValues>, 'values' | 'set' | 'errors'>;
