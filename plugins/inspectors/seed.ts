import { ownTables } from '../../core/db/own-tables.ts';
import { sql, type Kysely } from 'kysely';
import type { InspectorsDatabase, NewInspectorRow } from './inspectors.table.ts';
import { customersService } from '../customers/index.ts';

type DemoInspector = Omit<NewInspectorRow, 'customerId'>;

/** Independent inspectors the lab works with for any customer. */
const LAB_INSPECTORS: DemoInspector[] = [
  {
    fullName: 'Rosa Delgado',
    firm: 'Pacific Special Inspections',
    email: 'rosa.delgado@psi.example',
    mobilePhone: '(619) 555-0141',
    city: 'San Diego',
    state: 'CA',
    zip: '92101',
    license: 'ICC 5123987',
  },
  {
    fullName: 'Marcus Webb',
    firm: 'Coastline Inspection Group',
    email: 'mwebb@coastline.example',
    officePhone: '(714) 555-0188',
    city: 'Anaheim',
    state: 'CA',
    zip: '92805',
    license: 'ICC 8841200',
  },
];

/** Each demo company's own inspectors, handed out to the companies in id order. */
const COMPANY_INSPECTORS: DemoInspector[][] = [
  [
    {
      fullName: 'Jenna Park',
      firm: 'In-house QA',
      email: 'jenna.park@demo.example',
      mobilePhone: '(510) 555-0112',
      city: 'Oakland',
      state: 'CA',
      zip: '94607',
    },
    {
      fullName: 'Tom Alvarez',
      firm: 'In-house QA',
      email: 'tom.alvarez@demo.example',
      mobilePhone: '(510) 555-0177',
      city: 'Berkeley',
      state: 'CA',
      zip: '94710',
    },
  ],
  [
    {
      fullName: 'Priya Raman',
      firm: 'Raman Testing & Inspection',
      email: 'priya@raman.example',
      officePhone: '(415) 555-0123',
      city: 'San Francisco',
      state: 'CA',
      zip: '94103',
      license: 'ICC 7712034',
    },
  ],
  [
    {
      fullName: 'Glen Ostrowski',
      firm: 'Ostrowski Engineering',
      email: 'glen@ostrowski.example',
      mobilePhone: '(916) 555-0190',
      city: 'Sacramento',
      state: 'CA',
      zip: '95814',
    },
  ],
];

/**
 * Adds the demo inspectors that are missing (by name, ignoring case): two of the lab's and a
 * few for each company the customers plugin seeded. Running it twice changes nothing.
 */
export async function seedDemoInspectors(db: Kysely<InspectorsDatabase>): Promise<void> {
  const companies = (await customersService.firstCompanyIds(db, COMPANY_INSPECTORS.length)).map((id) => ({ id }));
  const wanted: NewInspectorRow[] = [
    ...LAB_INSPECTORS.map((inspector) => ({ ...inspector, customerId: null })),
    ...companies.flatMap((company, index) =>
      (COMPANY_INSPECTORS[index] ?? []).map((inspector) => ({ ...inspector, customerId: company.id })),
    ),
  ];
  const existing = await db.selectFrom('inspectors').select('fullName').execute();
  const known = new Set(existing.map((row) => row.fullName.toLowerCase()));
  const missing = wanted.filter((inspector) => !known.has(inspector.fullName.toLowerCase()));
  if (missing.length > 0) await db.insertInto('inspectors').values(missing).execute();
}

/** `count` inspectors for a load test, named with the run's stamp; answers every inspector's id. */
export async function seedScaleInspectors<D>(caller: Kysely<D>, count: number, stamp: string): Promise<number[]> {
  const db = ownTables<InspectorsDatabase, D>(caller);
  await sql`
    insert into inspectors (full_name, firm, email, city)
    select (array['Rosa','Lee','Sam','Kim','Ana','Joe'])[1 + g % 6] || ' Inspector ' || ${stamp} || '-' || g, 'Field Firm ' || (g % 20),
      'inspector' || g || '@scale.example', 'Fresno'
    from generate_series(1, ${count}) g`.execute(db);
  return (await db.selectFrom('inspectors').select('id').orderBy('id').execute()).map((row) => row.id);
}
