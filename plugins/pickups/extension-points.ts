import type { ReactElement } from 'react';
import type { Actor } from '../../core/auth/actor.ts';
import { defineExtensionPoint, type SharedTransaction } from '../../core/plugin/extension-points.ts';
import type { PickupDetail } from './detail.ts';
import type { PickupSummary } from './pickup-summaries.ts';
import type { STATUS_CODE } from './rules/status.ts';

/** A write to a pickup, handed to the plugins built on pickups inside its transaction. */
export interface PickupWrite {
  trx: SharedTransaction;
  pickupId: number;
  actor: Actor;
}

/** A pickup saved from its form (created or updated). */
export interface PickupSave extends PickupWrite {
  /** The save changed what the pickup's invoice holds (section 4's rule). */
  changesInvoice: boolean;
  /** The office asked for the invoice to follow (`?updateInvoice=true`). */
  updateInvoice: boolean;
}

/** A pickup's page, for a panel of another plugin (the pickup's breaks, its reports). */
export interface PickupPage {
  /** The pickup as the page read it (its company, status, sample sets and their specimens): a panel does not read it again. */
  pickup: PickupDetail;
  actor: Actor;
  /** `/admin/pickups` for staff, `/customers/pickups` for a customer. */
  base: string;
}

/** Runs inside the receive's transaction, once the pickup is received: a failure undoes the receive. */
export const pickupReceived = defineExtensionPoint<PickupWrite>('pickups.received');

/** Runs inside the save's transaction, after the pickup and its sample sets are written. */
export const pickupSaved = defineExtensionPoint<PickupSave>('pickups.saved');

/** Panels shown on a pickup's page below the pickup, in order; null shows nothing. */
export const pickupPagePanels = defineExtensionPoint<PickupPage, ReactElement | null>('pickups.pagePanels');

/** A change to sample sets' specimens or results, inside the write's transaction. */
export interface SampleSetChange {
  trx: SharedTransaction;
  sampleIds: readonly number[];
}

/**
 * Asked before a write to sample sets' specimens or their results is kept: a plugin built on
 * pickups answers why it is refused (a finalized report, say), or null. The write is then a 409.
 */
export const sampleSetChange = defineExtensionPoint<SampleSetChange, string | null>('pickups.sampleSetChange');

/** A sample set made by `portal pickups seed-scale`: its specimens are `qty` (all received, on a received pickup). */
export interface ScaleSampleSet {
  id: number;
  sampleNum: string;
  sampleTypeId: number;
  castDate: string;
  qty: number;
  /** The set's own rate, in dollars. */
  rate: number;
}

/** A pickup made by `portal pickups seed-scale`, with its sample sets. */
export interface ScalePickup extends PickupSummary {
  status: (typeof STATUS_CODE)[keyof typeof STATUS_CODE];
  actualPickupDate: string | null;
  /** Dollars. */
  tripCharge: number;
  samples: ScaleSampleSet[];
}

/** One batch of `portal pickups seed-scale`, handed on inside the batch's transaction. */
export interface ScaleBatch {
  trx: SharedTransaction;
  /** The run's stamp, which names its companies and drivers: a plugin names its own scale records with it too. */
  stamp: string;
  pickups: readonly ScalePickup[];
}

/**
 * Runs inside each batch's transaction of `portal pickups seed-scale`: a plugin built on pickups
 * adds its own records for the batch's pickups (their invoices, their reports), as the lab's
 * work would have made them, so the scale data holds every list the portal serves.
 */
export const scaleBatchSeeded = defineExtensionPoint<ScaleBatch>('pickups.scaleBatchSeeded');
