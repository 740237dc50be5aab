import { sql, type Kysely } from 'kysely';
import { addDays } from '../../shared/dates.ts';
import type { ScalePickup } from '../pickups/index.ts';
import { sampleTypesService } from '../sample-types/index.ts';
import { projectAddressOf } from './create.service.ts';
import { DEFAULT_GENERAL_INFO } from './fields.ts';
import type { ReportsDatabase } from './reports.table.ts';

/** Who finalized the scale data's reports, as the approval prints it. */
const SCALE_REVIEWER = { name: 'Scale Reviewer', role: 'Admin' };

/** Three received pickups in five have their reports in the scale data. */
const reportsMade = (pickup: ScalePickup) => pickup.receiveDate !== null && pickup.id % 5 < 3;

/**
 * Where a scale report stands on `today`: once its set's last test (28 days) is past, nine in
 * ten are finalized (dated a few days later, never after today); the others, and every younger
 * one, are being written, half with their info complete.
 */
function scaleStatus(sampleId: number, castDate: string, today: string) {
  if (addDays(castDate, 28) < today && sampleId % 10 !== 0) {
    const written = addDays(castDate, 29 + (sampleId % 5));
    const reportDate = written < today ? written : today;
    return { reportInfoComplete: true, finalized: true, reportDate, finalizedAt: `${reportDate}T17:00:00Z` };
  }
  return { reportInfoComplete: sampleId % 2 === 0, finalized: false, reportDate: null, finalizedAt: null };
}

/**
 * Reports' part of a `portal pickups seed-scale` batch, in its transaction: for three in five
 * of its received pickups, a report per specimen-type sample set, as receiving makes them (the
 * project address, cast date, type and the type's default template: scale companies choose no
 * template of their own), then a mix of statuses by age. A report belongs to its set, so runs add up.
 */
export async function seedScaleReports(db: Kysely<ReportsDatabase>, pickups: readonly ScalePickup[], today: string): Promise<void> {
  const reported = pickups.filter(reportsMade);
  const typeIds = [...new Set(reported.flatMap((pickup) => pickup.samples.map((sample) => sample.sampleTypeId)))];
  const types = new Map((await sampleTypesService.findSampleTypes(db, typeIds)).map((type) => [type.id, type]));
  const rows = reported.flatMap((pickup) =>
    pickup.samples.flatMap((sample) => {
      const type = types.get(sample.sampleTypeId);
      if (!type || type.nonSpecimen) return [];
      return [{ pickup, sample, type, projectAddress: projectAddressOf(pickup), ...scaleStatus(sample.id, sample.castDate, today) }];
    }),
  );
  if (rows.length === 0) return;
  const finalized = (value: string) => rows.map((row) => (row.finalized ? value : null));
  await sql`
    insert into reports (sample_id, pickup_id, pickup_number, customer_id, saved_location_id, sample_num, project_address, cast_date,
      report_date, type, template, report_info_complete, finalized, finalized_at, finalized_by, finalized_role, general_report_info)
    select * from unnest(${rows.map((row) => row.sample.id)}::int[], ${rows.map((row) => row.pickup.id)}::int[],
      ${rows.map((row) => row.pickup.pickupNumber)}::int[], ${rows.map((row) => row.pickup.customerId)}::int[],
      ${rows.map((row) => row.pickup.savedProjectLocationId)}::int[], ${rows.map((row) => row.sample.sampleNum)}::text[],
      ${rows.map((row) => row.projectAddress)}::text[], ${rows.map((row) => row.sample.castDate)}::date[],
      ${rows.map((row) => row.reportDate)}::date[], ${rows.map((row) => row.type.description)}::text[],
      ${rows.map((row) => row.type.defaultReportTemplate)}::text[], ${rows.map((row) => row.reportInfoComplete)}::boolean[],
      ${rows.map((row) => row.finalized)}::boolean[], ${rows.map((row) => row.finalizedAt)}::timestamptz[],
      ${finalized(SCALE_REVIEWER.name)}::text[], ${finalized(SCALE_REVIEWER.role)}::text[],
      ${rows.map(() => JSON.stringify(DEFAULT_GENERAL_INFO))}::text[])`.execute(db);
}
