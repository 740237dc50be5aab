import { ownTables } from '../../core/db/own-tables.ts';
import type { Kysely } from 'kysely';
import type { AuditActor } from '../../core/audit/audit.ts';
import { parseInput } from '../../core/http/validate.ts';
import type { AuditService } from '../../core/plugin/define-plugin.ts';
import type { SavedLocationsDatabase } from './locations.table.ts';
import { findByAddress, insertLocationUnlessTaken } from './locations.repository.ts';
import { staffLocationSchema } from './schema.ts';
import { present, type Location } from './rules.ts';

/** An address to save: the customer, address line 1 and city at least; any other location field. */
export interface LocationAddress {
  customerId: number;
  pickupAddr1: string;
  pickupCity: string;
  pickupZip?: string | null;
  pickupAddr2?: string | null;
  mapPage?: string | null;
  jobName?: string | null;
  tripCharge?: number | string | null;
  reportEmail?: string | null;
  cellPhone?: string | null;
  crossStreet?: string | null;
  sendReports?: boolean;
  fuelCharge?: boolean;
}

/** How a new location enters the audit trail: the caller's `ctx.audit.record` and its request's actor. */
export interface LocationAudit {
  record: AuditService['record'];
  actor: AuditActor;
}

export interface FoundLocation {
  /** The location, trip charge included: the caller is the server, not a customer. */
  location: Location;
  created: boolean;
}

/**
 * Saving a pickup or project address as a location (the reading notes' reuse rule): the
 * customer's existing location with the same address line 1, city and zip, ignoring case and
 * spacing, is reused unchanged; otherwise a new one is created from the address. Run it inside
 * the caller's transaction. The fields are checked as the location form checks them (a 400
 * naming the bad field), so a pickup's address that is not a valid location fails the same way.
 * @example const { location } = await findOrCreateLocation(trx, { customerId: 4, pickupAddr1: '12 Main St', pickupCity: 'Oakland', pickupZip: '94607' }, { record: ctx.audit.record, actor });
 */
export async function findOrCreateLocation<D>(caller: Kysely<D>, address: LocationAddress, audit?: LocationAudit): Promise<FoundLocation> {
  // The caller's transaction (another plugin's database type) seen through this plugin's tables.
  const trx = ownTables<SavedLocationsDatabase, D>(caller);
  const input = parseInput(staffLocationSchema, address);
  const wanted = { ...input, customerId: input.customerId };
  const existing = await findByAddress(trx, wanted);
  if (existing) return { location: present(existing, true), created: false };
  const inserted = await insertLocationUnlessTaken(trx, wanted);
  if (!inserted) {
    // Another save created the same location between the lookup and the insert.
    const raced = await findByAddress(trx, wanted);
    if (!raced) throw new Error('A saved location clashed on its address but cannot be found');
    return { location: present(raced, true), created: false };
  }
  const location = present(inserted, true);
  await audit?.record(trx, { entity: 'location', recordId: location.id, action: 'create', after: { ...location }, actor: audit.actor });
  return { location, created: true };
}
