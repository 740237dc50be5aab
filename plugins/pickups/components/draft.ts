import { fromDisplayDate, toDisplayDate } from '../../../shared/dates.ts';
import { FOR_INFORMATION_ONLY } from '../rules/sample-defaults.ts';
import type { PickupFormProps } from '../islands/props.ts';
import type { ScheduleLine } from '../../sample-types/client.ts';

type FormPickup = NonNullable<PickupFormProps['pickup']>;
type FormSample = FormPickup['samples'][number];

/** The text fields of the pickup form, as typed (dates MM/DD/YYYY). */
export const TEXT_FIELDS = [
  'caller',
  'receivedBy',
  'priority',
  'orderDate',
  'schedPickupDate',
  'actualPickupDate',
  'receiveDate',
  'arrivalTime',
  'departureTime',
  'instructions',
  'driverNotes',
  'specimenLocation',
  'tripCharge',
  'mapPage',
  'crossStreet',
  'stopNum',
  'odomStart',
  'odomFinish',
  'pickupAddr1',
  'pickupAddr2',
  'pickupCity',
  'pickupState',
  'pickupZip',
  'projectAddr1',
  'projectAddr2',
  'projectCity',
  'projectState',
  'projectZip',
  'driverId',
  'inspectorId',
  'pickupStatusId',
  'savedPickupLocationId',
] as const;
export const DATE_FIELDS = ['orderDate', 'schedPickupDate', 'actualPickupDate', 'receiveDate'] as const;
export const FLAG_FIELDS = ['droppedOff', 'fuelCharge', 'savePickupAddress', 'saveProjectAddress'] as const;

export type TextField = (typeof TEXT_FIELDS)[number];
export type FlagField = (typeof FLAG_FIELDS)[number];

export interface SampleDraft {
  key: string;
  id: number | null;
  sampleNum: string | null;
  sampleTypeId: string;
  qty: string;
  /** How many came in when the pickup was received; shown, never sent (receiving sets it). */
  actualQty: number | null;
  castDate: string;
  minPsi: string;
  maxPsi: string;
  rate: string;
  overridePrice: boolean;
  allowTesting: boolean;
  description: string;
  notes: string;
  dimensions: string;
  castLocation: string;
  pickupLocation: string;
  specimens: FormSample['specimens'];
  /** A new set's break schedule as the dialog shows it; null: the sample type's, laid out by the server. */
  breakSchedule: ScheduleLine[] | null;
}

export interface PickupDraft {
  customerId: number | null;
  /** The pickup's version when the form was opened, sent back so a save over a newer one is refused. */
  version: number | null;
  text: Record<TextField, string>;
  flags: Record<FlagField, boolean>;
  samples: SampleDraft[];
}

const str = (value: unknown) => (value === null || value === undefined ? '' : String(value));
let keys = 0;
export const newKey = () => `s${++keys}`;

export function sampleDraft(sample: FormSample | null): SampleDraft {
  return {
    key: newKey(),
    id: sample?.id ?? null,
    sampleNum: sample?.sampleNum ?? null,
    sampleTypeId: str(sample?.sampleTypeId),
    qty: sample ? str(sample.qty) : '1',
    actualQty: sample?.actualQty ?? null,
    castDate: toDisplayDate(sample?.castDate),
    minPsi: sample?.forInformationOnly ? FOR_INFORMATION_ONLY : str(sample?.minPsi),
    maxPsi: str(sample?.maxPsi),
    rate: str(sample?.rate),
    overridePrice: sample?.overridePrice ?? false,
    allowTesting: sample?.allowTesting ?? true,
    description: str(sample?.description),
    notes: str(sample?.notes),
    dimensions: str(sample?.dimensions),
    castLocation: str(sample?.castLocation),
    pickupLocation: str(sample?.pickupLocation),
    specimens: sample?.specimens ?? [],
    breakSchedule: null,
  };
}

/** The form's starting values: the pickup's, or the spec's initial values for a new one, ordered `today` (YYYY-MM-DD). */
export function pickupDraft(pickup: FormPickup | null, defaultStatusId: number | null, today: string): PickupDraft {
  const text = Object.fromEntries(TEXT_FIELDS.map((field) => [field, str(pickup?.[field])])) as Record<TextField, string>;
  for (const field of DATE_FIELDS) text[field] = toDisplayDate(pickup?.[field] as string | null | undefined);
  if (!pickup)
    Object.assign(text, { priority: 'Standard', tripCharge: '0', pickupStatusId: str(defaultStatusId), orderDate: toDisplayDate(today) });
  return {
    customerId: pickup?.customerId ?? null,
    version: pickup?.version ?? null,
    text,
    flags: {
      droppedOff: pickup?.droppedOff ?? false,
      fuelCharge: pickup?.fuelCharge ?? false,
      savePickupAddress: pickup?.savePickupAddress ?? true,
      saveProjectAddress: pickup?.saveProjectAddress ?? true,
    },
    samples: (pickup?.samples ?? []).map(sampleDraft),
  };
}

/** The location fields a picked saved location brings (the filling rules of section 4). */
export interface PickedLocation {
  id: number;
  pickupAddr1: string;
  pickupAddr2: string | null;
  pickupCity: string;
  pickupZip: string | null;
  mapPage: string | null;
  crossStreet: string | null;
  tripCharge?: number | null;
  fuelCharge: boolean;
}

/**
 * Choosing a saved location fills the pickup address; on a new pickup it takes the location's
 * fuel charge; trip charge and gate code are filled only when empty (a trip charge of 0 is empty).
 */
export function withLocation(draft: PickupDraft, location: PickedLocation, isNew: boolean): PickupDraft {
  const text = { ...draft.text };
  text.savedPickupLocationId = String(location.id);
  text.pickupAddr1 = location.pickupAddr1;
  text.pickupAddr2 = location.pickupAddr2 ?? '';
  text.pickupCity = location.pickupCity;
  text.pickupZip = location.pickupZip ?? '';
  if (location.mapPage) text.mapPage = location.mapPage;
  if (!text.crossStreet && location.crossStreet) text.crossStreet = location.crossStreet;
  if ((!text.tripCharge || Number(text.tripCharge) === 0) && location.tripCharge !== undefined && location.tripCharge !== null)
    text.tripCharge = String(location.tripCharge);
  return { ...draft, text, flags: isNew ? { ...draft.flags, fuelCharge: location.fuelCharge } : draft.flags };
}

/** A typed MM/DD/YYYY date as the API takes it; what is not a date goes as typed, for the server's 'Invalid Date Format'. */
export const sendDate = (value: string) => (value.trim() === '' ? null : (fromDisplayDate(value) ?? value));

export function samplePayload(sample: SampleDraft) {
  const { key: _key, sampleNum: _num, specimens: _specimens, actualQty: _actualQty, castDate, id, breakSchedule, ...fields } = sample;
  // Only a new set is laid out by a schedule: an existing one keeps its specimens.
  const schedule = id === null && breakSchedule !== null && breakSchedule.length > 0 ? { breakSchedule } : {};
  return { ...fields, ...(id === null ? {} : { id }), ...schedule, castDate: sendDate(castDate) };
}

/** The body of `POST /api/pickups` and `PUT /api/pickups/{id}`. Empty times and dates are left out. */
export function pickupPayload(draft: PickupDraft) {
  const text: Record<string, string | null> = { ...draft.text };
  for (const field of DATE_FIELDS) text[field] = sendDate(draft.text[field]);
  for (const field of ['arrivalTime', 'departureTime', 'actualPickupDate'] as const) if (!text[field]) delete text[field];
  return {
    ...text,
    ...draft.flags,
    customerId: draft.customerId,
    ...(draft.version === null ? {} : { version: draft.version }),
    samples: draft.samples.map(samplePayload),
  };
}
