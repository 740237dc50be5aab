import { useState } from 'react';
import { fieldMessages } from '../../../core/http/validate.ts';
import { api } from '../../../web/api/client.ts';
import { ApiError } from '../../../web/api/errors.ts';
import { clearTableCache } from '../../../web/table/cache.ts';
import { showError } from '../../../web/ui/index.ts';
import { locationSchemaFor } from '../schema.ts';
import type { Location } from '../rules.ts';

export const LOCATIONS_API = '/api/saved-locations';

export const LOCATION_TEXT_FIELDS = [
  'pickupAddr1',
  'pickupAddr2',
  'pickupCity',
  'pickupZip',
  'jobName',
  'mapPage',
  'crossStreet',
  'cellPhone',
  'reportEmail',
  'tripCharge',
] as const;
export type LocationTextField = (typeof LOCATION_TEXT_FIELDS)[number];
export type LocationFlag = 'sendReports' | 'fuelCharge';

export interface LocationValues extends Record<LocationTextField, string> {
  sendReports: boolean;
  fuelCharge: boolean;
}

/** The form's values of a location, or of a new one (Send Reports on, as the spec's default). */
export function valuesOf(location: Location | null): LocationValues {
  const text = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value));
  return {
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
}

/**
 * The state of the location form: values, field messages, and a save that checks the shared
 * schema first (staff must pick a customer), then asks the server. Resolves the saved
 * location, or null when a message is shown.
 */
export function useLocationEditor(initial: Location | null, staff: boolean) {
  const [values, setValues] = useState(() => valuesOf(initial));
  const [customerId, setCustomerId] = useState<number | null>(initial?.customerId ?? null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [id, setId] = useState<number | null>(initial?.id ?? null);
  // Sent back with each save: a save over a newer one is refused, never silently lost.
  const [version, setVersion] = useState<number | undefined>(initial?.version);

  function change<K extends keyof LocationValues>(field: K, value: LocationValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  }

  function pickCustomer(next: number | null) {
    setCustomerId(next);
    setErrors(({ customerId: _cleared, ...rest }) => rest);
  }

  async function save(): Promise<Location | null> {
    // A customer's form has no trip charge: the server keeps the lab's.
    const { tripCharge, ...rest } = values;
    const parsed = locationSchemaFor(staff).safeParse(staff ? { ...rest, tripCharge, customerId } : rest);
    if (!parsed.success) {
      setErrors(fieldMessages(parsed.error));
      return null;
    }
    setBusy(true);
    try {
      const { location } =
        id === null
          ? await api.post<{ location: Location }>(LOCATIONS_API, parsed.data)
          : await api.put<{ location: Location }>(`${LOCATIONS_API}/${id}`, { ...parsed.data, version });
      clearTableCache(LOCATIONS_API);
      setId(location.id);
      setVersion(location.version);
      setErrors({});
      return location;
    } catch (caught) {
      if (caught instanceof ApiError && Object.keys(caught.fields).length > 0) setErrors(caught.fields);
      else showError(caught instanceof Error ? caught.message : 'Request failed');
      return null;
    } finally {
      setBusy(false);
    }
  }

  return { values, change, customerId, pickCustomer, errors, busy, id, save };
}

export type LocationEditor = ReturnType<typeof useLocationEditor>;
