import type { Kysely } from 'kysely';
import type { SavedLocationsDatabase } from './locations.table.ts';
import { findOrCreateLocation, type LocationAddress } from './find-or-create.ts';
import { customersService } from '../customers/index.ts';

type DemoLocation = Omit<LocationAddress, 'customerId'>;

/** Each demo company's job sites, handed out to the companies in id order. */
const COMPANY_LOCATIONS: DemoLocation[][] = [
  [
    {
      pickupAddr1: '2100 Harbor Bay Parkway',
      pickupCity: 'Alameda',
      pickupZip: '94502',
      jobName: 'Harbor Bay Medical Office',
      crossStreet: '4417#',
      tripCharge: 35,
      mapPage: '670-C4',
      cellPhone: '(510) 555-0190',
      reportEmail: 'pm@harborbay.example, super@harborbay.example',
    },
    {
      pickupAddr1: '500 Broadway',
      pickupAddr2: 'Level P2',
      pickupCity: 'Oakland',
      pickupZip: '94607',
      jobName: 'Broadway Parking Structure',
      tripCharge: 25,
      fuelCharge: true,
    },
    { pickupAddr1: '1 Warehouse Row', pickupCity: 'Richmond', pickupZip: '94804', jobName: 'Point Richmond Warehouse', sendReports: false },
  ],
  [
    {
      pickupAddr1: '300 Mission Street',
      pickupCity: 'San Francisco',
      pickupZip: '94105',
      jobName: 'Mission Tower Podium',
      crossStreet: 'Fremont St gate',
      tripCharge: 45,
    },
    {
      pickupAddr1: '1455 Third Street',
      pickupCity: 'San Francisco',
      pickupZip: '94158',
      jobName: 'Mission Bay Lab Building',
      tripCharge: 45,
    },
  ],
  [{ pickupAddr1: '1020 O Street', pickupCity: 'Sacramento', pickupZip: '95814', jobName: 'State Office Retrofit', tripCharge: 30 }],
  [
    {
      pickupAddr1: '44 Tahquitz Canyon Way',
      pickupCity: 'Palm Springs',
      pickupZip: '92262',
      jobName: 'Canyon Way CMU Walls',
      tripCharge: 60,
      fuelCharge: true,
    },
  ],
];

/**
 * The demo job sites of the companies the customers plugin seeded, through the reuse rule, so
 * running it twice changes nothing.
 */
export async function seedDemoLocations(db: Kysely<SavedLocationsDatabase>): Promise<void> {
  const companies = await customersService.firstCompanyIds(db, COMPANY_LOCATIONS.length);
  for (const [index, customerId] of companies.entries()) {
    for (const location of COMPANY_LOCATIONS[index] ?? []) await findOrCreateLocation(db, { ...location, customerId });
  }
}
