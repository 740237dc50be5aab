import type { Kysely } from 'kysely';
import type { Actor } from '../../core/auth/actor.ts';
import type { AuditService } from '../../core/plugin/define-plugin.ts';
import { customersService } from '../customers/index.ts';
import { pickupsForReports, type PickupSummary } from '../pickups/index.ts';
import { sampleTypesService } from '../sample-types/index.ts';
import { DEFAULT_GENERAL_INFO } from './fields.ts';
import { pickupGeneralInfo, withPickupInfo } from './general-info.service.ts';
import { insertReports, reportedSampleIds } from './reports.repository.ts';
import type { NewReportRow, ReportsDatabase } from './reports.table.ts';
import { presentRow } from './present.ts';

/** The project address as one line, as the list and the PDF show it. */
export function projectAddressOf(pickup: PickupSummary): string {
  const cityLine = [pickup.projectCity, [pickup.projectState, pickup.projectZip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [pickup.projectAddr1, pickup.projectAddr2, cityLine].filter(Boolean).join(', ');
}

/**
 * Makes the missing reports of a pickup: one per specimen-type sample set without one (trips
 * and field visits get none). The template is the customer's for the sample type, else the
 * type's default. Runs inside the pickup's write, so a failure undoes it.
 */
export async function createMissingReports(
  trx: Kysely<ReportsDatabase>,
  audit: Pick<AuditService, 'recordMany'>,
  pickupId: number,
  actor: Actor,
): Promise<number[]> {
  const pickup = await pickupsForReports.findPickupSummary(trx, pickupId, { all: true });
  if (!pickup || pickup.receiveDate === null) return [];
  const existing = await reportedSampleIds(trx, pickupId);
  const samples = (await pickupsForReports.samplesOf(trx, pickupId)).filter(
    (sample) => !existing.has(sample.id) && sample.sampleTypeId !== null,
  );
  if (samples.length === 0) return [];
  const types = await sampleTypesService.findSampleTypes(
    trx,
    samples.map((sample) => sample.sampleTypeId!),
  );
  const customer = await customersService.findCustomer(trx, pickup.customerId);
  // A set added later starts from the General Report Info its pickup already holds.
  const { generalReportInfo } = await pickupGeneralInfo(trx, pickupId);
  const rows: NewReportRow[] = [];
  for (const sample of samples) {
    const type = types.find((candidate) => candidate.id === sample.sampleTypeId);
    if (!type || type.nonSpecimen) continue;
    const template = customer?.templates.find((choice) => choice.sampleTypeId === type.id)?.template ?? type.defaultReportTemplate ?? null;
    rows.push({
      sampleId: sample.id,
      pickupId,
      pickupNumber: pickup.pickupNumber,
      customerId: pickup.customerId,
      savedLocationId: pickup.savedProjectLocationId,
      sampleNum: sample.sampleNum,
      projectAddress: projectAddressOf(pickup),
      castDate: sample.castDate,
      type: type.description,
      template,
      generalReportInfo: JSON.stringify(withPickupInfo(DEFAULT_GENERAL_INFO, generalReportInfo)),
    });
  }
  const inserted = await insertReports(trx, rows);
  await audit.recordMany(
    trx,
    inserted.map((row) => ({ entity: 'report', recordId: row.id, action: 'create', after: presentRow(row), actor })),
  );
  return inserted.map((row) => row.id);
}
