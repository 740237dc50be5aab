import { filterOptions } from './lookups.ts';
import type { PickupLookups } from './request-lookups.ts';

/** The choices the pickup form offers: sample and test types, drivers, inspectors, statuses. */
export async function formOptions(lookups: PickupLookups) {
  const options = await filterOptions(lookups);
  const sampleTypes = await lookups.sampleTypes();
  const testTypes = await lookups.testTypes();
  return {
    sampleTypes: sampleTypes.map(({ id, description, nonSpecimen, maxPsiPct, defaultRate, breakSchedule }) => ({
      id,
      description,
      nonSpecimen,
      maxPsiPct,
      defaultRate,
      breakSchedule,
    })),
    testTypes: testTypes.map((type) => ({ id: type.id, label: type.description })),
    drivers: options.drivers.map((driver) => ({ id: driver.id, label: `${driver.firstName} ${driver.lastName}` })),
    inspectors: options.inspectors.map((inspector) => ({ id: inspector.id, label: inspector.fullName })),
    statuses: await lookups.statuses(),
  };
}
