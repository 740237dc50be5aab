import type { CoreDatabase } from '../../core/db/core-database.ts';
import { createTestPortal, type TestPortal } from '../../testing/portal.ts';
import type { DialectName } from '../../testing/databases.ts';
import customers, { type CustomersDatabase } from '../customers/index.ts';
import inspectors, { type InspectorsDatabase } from '../inspectors/index.ts';
import sampleTypes, { type SampleTypesDatabase } from '../sample-types/index.ts';
import savedLocations from '../saved-locations/index.ts';
import users from '../users/index.ts';
import pickups from './index.ts';
import type { PickupsDatabase } from './pickups.table.ts';
import { ownTables } from '../../core/db/own-tables.ts';

export { call, type Answer } from '../../testing/call.ts';
/** `portal pickups seed-scale N`, for the plugins that add their own scale data to its batches. */
export { seedPickupsAtScale } from './scale-command.ts';

/** A demo portal with pickups and everything it depends on. */
export function pickupsPortal(kind: DialectName): Promise<TestPortal> {
  return createTestPortal({ kind, plugins: [users, sampleTypes, customers, inspectors, savedLocations, pickups], enable: ['dashboard'] });
}

/** The test database with the tables of pickups and of the plugins it names, for setting up and checking tests. */
export const dbOf = (t: TestPortal) =>
  ownTables<PickupsDatabase & SampleTypesDatabase & CustomersDatabase & InspectorsDatabase, CoreDatabase>(t.db);

/** The demo facts the tests build on: the demo company, its driver, the sample and test types. */
export async function demoFacts(t: TestPortal) {
  const db = dbOf(t);
  const customer = await db.selectFrom('users').select('customerId').where('email', '=', 'customer@demo.lab').executeTakeFirstOrThrow();
  const driver = await db.selectFrom('users').select('id').where('email', '=', 'driver@demo.lab').executeTakeFirstOrThrow();
  const type = async (description: string) =>
    await db.selectFrom('sampleTypes').selectAll().where('description', '=', description).executeTakeFirstOrThrow();
  const testType = async (description: string) =>
    await db.selectFrom('testTypes').selectAll().where('description', '=', description).executeTakeFirstOrThrow();
  return {
    customerId: customer.customerId!,
    driverId: driver.id,
    cylinder: await type('Concrete Cylinder 4x8'),
    grout: await type('Grout Prism'),
    trip: await type('Trip / Field Visit'),
    frp: await type('FRP Panel (Tensile Coupons)'),
    hold: await testType('Hold'),
    sevenDay: await testType('7 Day'),
  };
}

/** A valid new pickup for the demo company, to spread overrides on. */
export function pickupJson(facts: { customerId: number; driverId: number }, overrides: Record<string, unknown> = {}) {
  return {
    customerId: facts.customerId,
    driverId: facts.driverId,
    caller: 'Ann Caller',
    receivedBy: 'Call',
    schedPickupDate: '2026-11-24',
    pickupAddr1: '12 Main St',
    pickupCity: 'Fresno',
    pickupState: 'CA',
    pickupZip: '93701',
    tripCharge: 25,
    ...overrides,
  };
}

/** An API answer read in a test, where each assertion names the fields it expects. */
// oxlint-disable-next-line typescript/no-explicit-any -- tests walk deep answers; the assertions check the shape
export type Json = Record<string, any>;
