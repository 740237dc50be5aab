import { sampleTypesService } from '../sample-types/index.ts';
import { filterOptions } from './lookups.ts';
import { listStatuses, type Db } from './pickups.repository.ts';

/** The choices the pickup form offers: sample and test types, drivers, inspectors, statuses. */
export async function formOptions(db: Db) {
  const options = await filterOptions(db);
  const sampleTypes = await sampleTypesService.listSampleTypes(db);
  const testTypes = await sampleTypesService.listTestTypes(db);
  return {
    sampleTypes: sampleTypes.map(({ id, description, nonSpecimen, maxPsiPct, defaultRate }) => ({
      id,
      description,
      nonSpecimen,
      maxPsiPct,
      defaultRate,
    })),
    testTypes: testTypes.map((type) => ({ id: type.id, label: type.description })),
    drivers: options.drivers.map((driver) => ({ id: driver.id, label: `${driver.firstName} ${driver.lastName}` })),
    inspectors: options.inspectors.map((inspector) => ({ id: inspector.id, label: inspector.fullName })),
    statuses: await listStatuses(db),
  };
}
