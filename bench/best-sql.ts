/**
 * "The best SQL" for each hot list (issue 29): for the request the bench sends to the portal, a
 * single statement written by hand that answers the same rows and the same capped count (and,
 * for the due list, its groups' counts), as fast as this schema allows: the matches of each
 * search alternative walked in the page's order from its own index and limited to the count's
 * cap, the page's rows joined last. bench/best-sql-server.ts runs them as prepared statements.
 */
import { BREAK_LIST_QUERY } from './break-list.ts';
import { PICKUPS_API_QUERY } from './pickups-query.ts';

/** Where counting stops for a first page of 50 (core/table/query.ts, `countCap`): a count past it answers the cap. */
export const CAP = 1000;

/** What the statements need that the database decides: the lab's day, a word of one company's name. */
export interface ListContext {
  today: string;
  companyWord: string;
}

export interface HotList {
  name: string;
  /** The portal's route and query string. */
  api: (context: ListContext) => string;
  /** The statement's text; `$1`... are `values`. */
  text: string;
  values: (context: ListContext) => unknown[];
  /** Columns of the first row that are counts, not fields (`count`, the due groups'). */
  counts: readonly string[];
}

const PICKUP_FIELDS = `p.id, p.pickup_number as "pickupNumber", cast(p.pickup_number as text) as "pickupNumberText",
  p.customer_id as "customerId", c.company_name as "companyName", p.sched_pickup_date as "schedPickupDate",
  p.actual_pickup_date as "actualPickupDate", p.receive_date as "receiveDate", p.priority, p.caller, p.pickup_addr1 as "pickupAddr1",
  p.pickup_city as "pickupCity", p.project_addr1 as "projectAddr1", p.pickup_status_id as "pickupStatusId", st.description as status,
  p.driver_id as "driverId", concat_ws(' ', u.first_name, u.last_name) as "driverName", p.inspector_id as "inspectorId",
  i.full_name as "inspectorName", cast(p.trip_charge as double precision) as "tripCharge", p.dropped_off as "droppedOff",
  p.stop_num as "stopNum", p.parent_pickup_id as "parentPickupId"`;

/** `GET /api/pickups?limit=50&sort=schedPickupDate:desc&search=mill`: the three places a word is looked for, each from its own index. */
const pickups: HotList = {
  name: 'Pickups list, search',
  api: () => `/api/pickups?${PICKUPS_API_QUERY}`,
  text: `with matched as (
    select id, sched_pickup_date from (
      (select id, sched_pickup_date from pickups where search_text like $1 order by sched_pickup_date desc, id desc limit ${CAP + 1})
      union all
      (select p.id, p.sched_pickup_date from customers c join pickups p on p.customer_id = c.id where c.company_name ilike $2
        order by p.sched_pickup_date desc, p.id desc limit ${CAP + 1})
      union all
      (select p.id, p.sched_pickup_date from inspectors i join pickups p on p.inspector_id = i.id where i.full_name ilike $2
        order by p.sched_pickup_date desc, p.id desc limit ${CAP + 1})
    ) alternatives group by id, sched_pickup_date order by sched_pickup_date desc, id desc limit ${CAP + 1})
  select ${PICKUP_FIELDS}, (select count(*) from matched) as count
  from (select id from matched order by sched_pickup_date desc, id desc limit 50) page
  join pickups p on p.id = page.id join customers c on c.id = p.customer_id join pickup_statuses st on st.id = p.pickup_status_id
  left join users u on u.id = p.driver_id left join inspectors i on i.id = p.inspector_id
  order by p.sched_pickup_date desc, p.id desc`,
  values: () => {
    const word = new URLSearchParams(PICKUPS_API_QUERY).get('search')!;
    return [`%${word.toLowerCase()}%`, `%${word}%`];
  },
  counts: ['count'],
};

/** The break list's row: the specimen with its set, pickup, company, types and result. `$1` is the lab's day. */
const BREAK_FIELDS = `s.id, s.specimen_num as "specimenNum", s.test_date as "testDate", s.cast_date as "castDate", s.immediate,
  (s.specimen_status = 'Tested') as tested, (s.test_date is not null) as scheduled, s.status, s.specimen_status as "specimenStatus",
  s.sample_id as "sampleId", sa.sample_num as "sampleNum", sa.allow_testing as "allowTesting", sa.sample_type_id as "sampleTypeId",
  stype.description as "sampleType", s.test_type_id as "testTypeId", ttype.description as "testType", ttype.date_variance as "testAge",
  p.customer_id as "customerId", c.company_name as "companyName", sa.pickup_id as "pickupId", p.pickup_number as "pickupNumber",
  cast(p.pickup_number as text) as "pickupNumberText", (s.test_date < $1 and s.specimen_status <> 'Tested') as overdue,
  (case when s.specimen_status = 'Tested' then 'Not due' when s.test_date < $1 then 'Overdue' when s.test_date = $1 then 'Today'
    when s.immediate then 'Immediate' else 'Not due' end) as "dueGroup",
  null as badges, null as "attentionNote", null as "attentionHref", r.id as "testResultId", r.status as "resultStatus",
  'Edit' as actions, 'Enter set' as "enterSet"`;

const BREAK_JOINS = `join samples sa on sa.id = s.sample_id join pickups p on p.id = sa.pickup_id
  left join sample_types stype on stype.id = sa.sample_type_id left join test_types ttype on ttype.id = s.test_type_id
  join customers c on c.id = p.customer_id left join test_results r on r.specimen_id = s.id`;

/** Specimens of received (or invoiced) pickups. */
const RECEIVED_SPECIMENS = `specimens s join samples sa on sa.id = s.sample_id join pickups p on p.id = sa.pickup_id
  where p.pickup_status_id in (select id from pickup_statuses where code in ('received', 'invoiced'))`;

/** The due groups of untested specimens (plugins/breaks/due-list.ts), in their order. */
const DUE_GROUPS = [
  `s.test_date < $1`,
  `s.test_date = $1`,
  `s.immediate and (s.test_date > $1 or s.test_date is null)`,
  `not s.immediate and (s.test_date > $1 or s.test_date is null)`,
];
const UNTESTED = `s.specimen_status <> 'Tested'`;
const capped = (where: string) => `(select count(*) from (select 1 from ${RECEIVED_SPECIMENS} and ${where} limit ${CAP + 1}) counted)`;

/** `GET /api/break-report` as the page opens: untested specimens, overdue first, each group by test date; with the groups' counts. */
const dueList: HotList = {
  name: 'Break list, due (default view)',
  api: () => `/api/break-report?${BREAK_LIST_QUERY}`,
  text: `with page as (
    select id, rank, test_date from (${DUE_GROUPS.map(
      (group, rank) =>
        `(select s.id, ${rank} as rank, s.test_date from ${RECEIVED_SPECIMENS} and ${UNTESTED} and ${group} order by s.test_date, s.id limit 50)`,
    ).join(' union all ')}) groups order by rank, test_date, id limit 50)
  select ${BREAK_FIELDS}, ${DUE_GROUPS.slice(0, 3)
    .map((group, rank) => `${capped(`${UNTESTED} and ${group}`)} as group${rank}`)
    .join(', ')}, ${capped(UNTESTED)} as count
  from page join specimens s on s.id = page.id ${BREAK_JOINS}
  order by page.rank, s.test_date, s.id`,
  values: ({ today }) => [today],
  counts: ['group0', 'group1', 'group2', 'count'],
};

/** `GET /api/break-report?search=<a company's word>`: the specimen-number plan beside the customer → pickups → sets → specimens plan. */
const breakSearch: HotList = {
  name: "Break list, search by a company's name",
  api: ({ companyWord }) => `/api/break-report?limit=50&sort=testDate:asc&search=${encodeURIComponent(companyWord)}`,
  text: `with matched as (
    select id, test_date from (
      (select s.id, s.test_date from ${RECEIVED_SPECIMENS} and s.specimen_num ilike $2 order by s.test_date, s.id limit ${CAP + 1})
      union all
      (select s.id, s.test_date from customers cc join pickups p on p.customer_id = cc.id join samples sa on sa.pickup_id = p.id
        join specimens s on s.sample_id = sa.id
        where cc.company_name ilike $2 and p.pickup_status_id in (select id from pickup_statuses where code in ('received', 'invoiced'))
        order by s.test_date, s.id limit ${CAP + 1})
    ) alternatives group by id, test_date order by test_date, id limit ${CAP + 1})
  select ${BREAK_FIELDS}, (select count(*) from matched) as count
  from (select id, test_date from matched order by test_date, id limit 50) page join specimens s on s.id = page.id ${BREAK_JOINS}
  order by s.test_date, s.id`,
  values: ({ today, companyWord }) => [today, `%${companyWord}%`],
  counts: ['count'],
};

/** `GET /api/invoices` as it opens: newest invoice date first. */
const invoices: HotList = {
  name: 'Invoices list',
  api: () => '/api/invoices?limit=50&sort=invoiceDate:desc',
  text: `with matched as (select id, invoice_date from invoices order by invoice_date desc, id desc limit ${CAP + 1})
  select v.id, v.invoice_num as "invoiceNum", cast(v.invoice_num as text) as "invoiceNumText", v.customer_id as "customerId",
    c.company_name as "companyName", v.pickup_id as "pickupId", v.invoice_date as "invoiceDate", v.due_date as "dueDate",
    cast(v.total_amt as double precision) as "totalAmt", cast(v.balance as double precision) as balance,
    cast(v.late_fee as double precision) as "lateFee", case when v.voided_at is null then '' else 'VOID' end as status,
    (select count(*) from matched) as count
  from (select id from matched order by invoice_date desc, id desc limit 50) page join invoices v on v.id = page.id
  join customers c on c.id = v.customer_id order by v.invoice_date desc, v.id desc`,
  values: () => [],
  counts: ['count'],
};

/** `GET /api/reports` as it opens: newest report first. */
const reports: HotList = {
  name: 'Reports list',
  api: () => '/api/reports?limit=50&sort=id:desc',
  text: `with matched as (select id from reports order by id desc limit ${CAP + 1})
  select r.id, r.sample_num as "sampleNum", r.project_address as "projectAddress", r.cast_date as "castDate", r.report_date as "reportDate",
    case when r.amended then 'Amended' when r.finalized then 'Finalized' when r.report_info_complete then 'Info Complete'
      else 'Info Incomplete' end as status,
    c.company_name as "companyName", r.customer_id as "customerId", r.pickup_id as "pickupId", r.pickup_number as "pickupNumber",
    r.type, r.template, r.report_info_complete as "reportInfoComplete", r.finalized, r.amended, r.pdfs,
    (select count(*) from matched) as count
  from (select id from matched order by id desc limit 50) page join reports r on r.id = page.id join customers c on c.id = r.customer_id
  order by r.id desc`,
  values: () => [],
  counts: ['count'],
};

export const HOT_LISTS: readonly HotList[] = [pickups, dueList, breakSearch, invoices, reports];
