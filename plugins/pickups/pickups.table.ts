import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { CoreDatabase } from '../../core/db/core-database.ts';
import type { VersionColumn } from '../../core/db/versioned.ts';

/** `numeric` comes back as a decimal string; writes take a number or a string. */
type Numeric = ColumnType<string | null, number | string | null | undefined, number | string | null>;
type WithDefault<T> = ColumnType<T, T | undefined, T>;
type Timestamps = {
  createdAt: ColumnType<Date, never, never>;
  updatedAt: ColumnType<Date, never, Date>;
};

export interface PickupStatusesTable {
  id: Generated<number>;
  code: string;
  description: string;
  isDefault: WithDefault<boolean>;
  sortOrder: WithDefault<number>;
}

export interface PickupsTable extends Timestamps {
  version: VersionColumn;
  id: Generated<number>;
  pickupNumber: Generated<number>;
  parentPickupId: number | null;
  customerId: number;
  driverId: number | null;
  inspectorId: number | null;
  pickupStatusId: number;
  orderDate: string | null;
  schedPickupDate: string;
  actualPickupDate: string | null;
  receiveDate: string | null;
  arrivalTime: string | null;
  departureTime: string | null;
  priority: WithDefault<string>;
  caller: string;
  receivedBy: string;
  instructions: string | null;
  driverNotes: string | null;
  specimenLocation: string | null;
  tripCharge: ColumnType<string, number | string | undefined, number | string>;
  fuelCharge: WithDefault<boolean>;
  droppedOff: WithDefault<boolean>;
  mapPage: string | null;
  crossStreet: string | null;
  stopNum: number | null;
  odomStart: number | null;
  odomFinish: number | null;
  pickupAddr1: string | null;
  pickupAddr2: string | null;
  pickupCity: string;
  pickupState: string | null;
  pickupZip: string | null;
  projectAddr1: string | null;
  projectAddr2: string | null;
  projectCity: string | null;
  projectState: string | null;
  projectZip: string | null;
  savePickupAddress: WithDefault<boolean>;
  saveProjectAddress: WithDefault<boolean>;
  savedPickupLocationId: number | null;
  savedProjectLocationId: number | null;
  changesInvoice: WithDefault<boolean>;
  invoiced: WithDefault<boolean>;
  /** A request from the customer portal: who asked and when (null for the office's pickups). */
  requestedBy: number | null;
  requestedAt: Date | null;
  windowFrom: string | null;
  windowTo: string | null;
  callerPhone: string | null;
  declineReason: string | null;
  /** Chain of custody: who released the samples on site, when, and their signature (PNG). */
  releasedBy: string | null;
  releasedAt: Date | null;
  releaseSignature: Uint8Array | null;
  /** The id the driver's phone gave its last Pick Up: a resend of it is answered, not recorded again. */
  recordClientId: string | null;
  /** The list's search text, derived by the database from the number, caller and addresses (decision 234). */
  searchText: ColumnType<string, never, never>;
}

export interface SamplesTable extends Timestamps {
  version: VersionColumn;
  id: Generated<number>;
  pickupId: number;
  n: number;
  sampleNum: string;
  sampleTypeId: number | null;
  qty: WithDefault<number>;
  actualQty: number | null;
  /** How many the driver collected on site (the driver's record), before the lab counts `actualQty`. */
  collectedQty: number | null;
  castDate: string | null;
  castLocation: string | null;
  pickupLocation: string | null;
  minPsi: Numeric;
  maxPsi: Numeric;
  forInformationOnly: WithDefault<boolean>;
  dimensions: string | null;
  notes: string | null;
  description: string | null;
  rate: Numeric;
  overridePrice: WithDefault<boolean>;
  allowTesting: WithDefault<boolean>;
}

export interface SpecimensTable extends Timestamps {
  version: VersionColumn;
  id: Generated<number>;
  sampleId: number;
  n: number;
  specimenNum: string;
  castDate: string | null;
  testDate: string | null;
  status: WithDefault<string>;
  specimenStatus: WithDefault<string>;
  breakType: string | null;
  location: string | null;
  testTypeId: number | null;
  immediate: WithDefault<boolean>;
}

/**
 * What this plugin's queries see (camelCase through CamelCasePlugin): its own tables and core's.
 * Other plugins' records (companies, sample types, inspectors) come through their read models.
 */
export type PickupsDatabase = CoreDatabase & {
  pickupStatuses: PickupStatusesTable;
  pickups: PickupsTable;
  samples: SamplesTable;
  specimens: SpecimensTable;
};

export type PickupRow = Selectable<PickupsTable>;
export type NewPickupRow = Insertable<PickupsTable>;
export type PickupUpdate = Updateable<PickupsTable>;
export type SampleRow = Selectable<SamplesTable>;
export type NewSampleRow = Insertable<SamplesTable>;
export type SampleUpdate = Updateable<SamplesTable>;
export type SpecimenRow = Selectable<SpecimensTable>;
export type NewSpecimenRow = Insertable<SpecimensTable>;
export type SpecimenUpdate = Updateable<SpecimensTable>;
