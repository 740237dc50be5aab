import { decimalToNumber } from '../../lib/records/decimal.ts';
import { readSchedule } from './break-schedule.ts';
import type { SampleTypeRow, TestTypeRow } from './sample-types.table.ts';

/** A sample type as the API answers it: rates and percentages as numbers, no timestamps. */
export function presentSampleType(row: SampleTypeRow) {
  const defaultRate = decimalToNumber(row.defaultRate);
  return {
    id: row.id,
    description: row.description,
    sku: row.sku,
    defaultRate,
    // The specification's name for it, so a client written from the specification reads it.
    default_rate: defaultRate,
    maxPsiPct: decimalToNumber(row.maxPsiPct),
    nonSpecimen: row.nonSpecimen,
    defaultTestTypeId: row.defaultTestTypeId,
    defaultReportTemplate: row.defaultReportTemplate,
    quickbooksId: row.quickbooksId,
    breakSchedule: readSchedule(row.breakSchedule),
    version: row.version,
  };
}

export type SampleType = ReturnType<typeof presentSampleType>;

/** A test type as the API answers it. */
export function presentTestType(row: TestTypeRow) {
  return {
    id: row.id,
    description: row.description,
    dateVariance: row.dateVariance,
    noTestDateRequired: row.noTestDateRequired,
    version: row.version,
  };
}

export type TestType = ReturnType<typeof presentTestType>;
