import { reportTemplateChoices } from './report-templates.ts';
import {
  findSampleType,
  findSampleTypes,
  findTestType,
  listSampleTypes,
  listTestTypes,
  testTypeIdsWithoutTestDate,
} from './sample-types.repository.ts';
import { compareSampleTypes } from './service.ts';

/**
 * What other plugins use of sample types and test types (pickups, customers, breaks, invoices).
 * The lookups take the caller's `db` or transaction first.
 * @example const type = await sampleTypesService.findSampleType(trx, sampleTypeId);
 */
export const sampleTypesService = {
  findSampleType,
  findSampleTypes,
  listSampleTypes,
  findTestType,
  listTestTypes,
  testTypeIdsWithoutTestDate,
  reportTemplateChoices,
  compareSampleTypes,
};
