import { sql } from 'kysely';
import { seedScaleCompanies } from '../customers/index.ts';
import { seedScaleInspectors } from '../inspectors/index.ts';
import { sampleTypesService } from '../sample-types/index.ts';
import type { ScalePickup } from './extension-points.ts';
import type { Db } from './pickups.repository.ts';

/** Pickups per transaction: big enough to be fast, small enough to keep memory and locks modest. */
export const SCALE_BATCH = 5000;

/** The records a scale run spreads its pickups over, by id. */
export interface ScaleRefs {
  customers: number[];
  inspectors: number[];
  drivers: number[];
  types: number[];
}

/**
 * The companies, inspectors and drivers a scale run spreads its pickups over (about one
 * company per 500 pickups and one inspector per 200), named with the run's stamp so runs add up.
 * Each owner makes its own records.
 */
export async function seedScaleSupport(db: Db, count: number, stamp: string): Promise<ScaleRefs> {
  const customers = await seedScaleCompanies(db, Math.max(5, Math.ceil(count / 500)), stamp);
  const inspectors = await seedScaleInspectors(db, Math.max(5, Math.ceil(count / 200)), stamp);
  await sql`
    insert into users (email, first_name, last_name, role)
    select 'driver' || g || '.' || ${stamp} || '@scale.example', 'Driver', 'Scale ' || g, 'driver'
    from generate_series(1, 10) g`.execute(db);
  const drivers = (await db.selectFrom('users').select('id').where('role', '=', 'driver').orderBy('id').execute()).map((row) => row.id);
  return { customers, inspectors, drivers, types: await sampleTypesService.specimenTypeIds(db) };
}

/** A row of the batch's statement: one sample set with its pickup. */
interface SeededSampleSet {
  id: number;
  pickupNumber: number;
  customerId: number;
  inspectorId: number | null;
  savedProjectLocationId: number | null;
  projectAddr1: string | null;
  projectAddr2: string | null;
  projectCity: string | null;
  projectState: string | null;
  projectZip: string | null;
  schedPickupDate: string;
  actualPickupDate: string | null;
  receiveDate: string | null;
  status: ScalePickup['status'];
  tripCharge: string;
  sampleId: number;
  sampleNum: string;
  sampleTypeId: number;
  castDate: string;
  qty: number;
  rate: string;
}

/** The statement's rows (sample sets in pickup order) as pickups with their sets. */
function scalePickups(rows: readonly SeededSampleSet[]): ScalePickup[] {
  const pickups = new Map<number, ScalePickup>();
  for (const { sampleId, sampleNum, sampleTypeId, castDate, qty, rate, tripCharge, ...pickup } of rows) {
    const known = pickups.get(pickup.id) ?? { ...pickup, tripCharge: Number(tripCharge), samples: [] };
    known.samples.push({ id: sampleId, sampleNum, sampleTypeId, castDate, qty, rate: Number(rate) });
    pickups.set(pickup.id, known);
  }
  return [...pickups.values()];
}

/**
 * One batch of realistic pickups in a single statement: scheduled over the last three years,
 * the last three days' open, the older ones received and, past two weeks, about four in five
 * invoiced; 1-4 sample sets each and 3-6 specimens per set, numbered as the portal numbers them.
 * Answers the batch's pickups with their sets, for the plugins built on pickups.
 */
export async function seedScaleBatch(db: Db, size: number, ids: ScaleRefs): Promise<ScalePickup[]> {
  const { rows } = await sql<SeededSampleSet>`
    with refs as (
      select
        ${ids.customers}::int[] as customers,
        ${ids.inspectors}::int[] as inspectors,
        ${ids.drivers}::int[] as drivers,
        ${ids.types}::int[] as types,
        (select id from pickup_statuses where code = 'open') as open_id,
        (select id from pickup_statuses where code = 'received') as received_id,
        (select id from pickup_statuses where code = 'invoiced') as invoiced_id
    ),
    planned as (
      select g, sched, chance, case when sched > current_date - 3 then 'open' when sched <= current_date - 14 and billed < 0.82 then 'invoiced'
        else 'received' end as status
      from (select g, current_date - (random() * 1095)::int as sched, random() as chance, random() as billed from generate_series(1, ${size}) g) drawn
    ),
    p as (
      insert into pickups (customer_id, driver_id, inspector_id, pickup_status_id, sched_pickup_date, actual_pickup_date, receive_date,
        priority, caller, received_by, pickup_addr1, pickup_city, pickup_state, pickup_zip, project_addr1, project_city, trip_charge, stop_num, invoiced)
      select
        refs.customers[1 + (random() * (array_length(refs.customers, 1) - 1))::int],
        refs.drivers[1 + (random() * (array_length(refs.drivers, 1) - 1))::int],
        refs.inspectors[1 + (random() * (array_length(refs.inspectors, 1) - 1))::int],
        case planned.status when 'open' then refs.open_id when 'invoiced' then refs.invoiced_id else refs.received_id end,
        planned.sched,
        case when planned.status = 'open' then null else planned.sched end,
        case when planned.status = 'open' then null else planned.sched + 1 end,
        (array['Standard','Standard','Standard','Priority','Urgent(IM)'])[1 + (planned.chance * 4)::int],
        (array['Ann','Bob','Cruz','Dee','Eli'])[1 + planned.g % 5] || ' Caller',
        (array['Call','Fax','Data Sheet','Drop Off','Email'])[1 + planned.g % 5],
        (100 + planned.g % 9000) || ' ' || (array['Main St','Quarry Rd','Harbor Way','Mill Ave','Oak Blvd'])[1 + planned.g % 5],
        (array['Fresno','Clovis','Madera','Visalia','Merced'])[1 + planned.g % 5], 'CA', '937' || lpad((planned.g % 100)::text, 2, '0'),
        'Project ' || (planned.g % 5000), 'Fresno', (planned.g % 4) * 12.5, 1 + planned.g % 12,
        planned.status = 'invoiced'
      from planned, refs
      returning id, pickup_number, customer_id, inspector_id, saved_project_location_id, project_addr1, project_addr2, project_city,
        project_state, project_zip, sched_pickup_date, actual_pickup_date, receive_date, pickup_status_id, trip_charge
    ),
    s as (
      insert into samples (pickup_id, n, sample_num, sample_type_id, qty, actual_qty, cast_date, min_psi, max_psi, rate)
      select p.id, n, p.pickup_number || '.' || n, refs.types[1 + (p.id + n) % array_length(refs.types, 1)], 3 + (p.id + n) % 4,
        case when p.receive_date is null then null else 3 + (p.id + n) % 4 end,
        p.sched_pickup_date, 4000, 7000, 25
      from p, refs, generate_series(1, 1 + p.id % 4) n
      returning id, pickup_id, n, sample_num, sample_type_id, cast_date, qty, rate
    ),
    made as (
      insert into specimens (sample_id, n, specimen_num, cast_date, test_date, status, specimen_status)
      select s.id, k, s.sample_num || '.' || k, s.cast_date, s.cast_date + case when k = 1 then 7 else 28 end,
        case when s.cast_date + 28 > current_date then 'Open' when k % 17 = 0 then 'Failed' else 'Passed' end,
        case when s.cast_date + 28 > current_date then 'Storage' else 'Tested' end
      from s, generate_series(1, s.qty) k
    )
    select p.id, p.pickup_number, p.customer_id, p.inspector_id, p.saved_project_location_id, p.project_addr1, p.project_addr2,
      p.project_city, p.project_state, p.project_zip, p.sched_pickup_date, p.actual_pickup_date, p.receive_date,
      case p.pickup_status_id when refs.open_id then 'open' when refs.invoiced_id then 'invoiced' else 'received' end as status,
      p.trip_charge, s.id as sample_id, s.sample_num, s.sample_type_id, s.cast_date, s.qty, s.rate
    from p join s on s.pickup_id = p.id, refs
    order by p.id, s.n`.execute(db);
  return scalePickups(rows);
}
