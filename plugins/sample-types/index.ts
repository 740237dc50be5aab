import { definePlugin } from '../../core/plugin/define-plugin.ts';
import { sampleTypesApi } from './api.ts';
import { sampleTypesPages } from './pages.tsx';
import { SAMPLE_TYPES_PERMISSION, sampleTypesPermissions } from './permissions.ts';
import { seedDemoSampleTypes } from './seed.ts';
import type { SampleTypesDatabase } from './sample-types.table.ts';

export { sampleTypesService } from './read-model.ts';
export { readSchedule, scheduleForQty, testTypesOfSpecimens, type ScheduleGroup } from './break-schedule.ts';
export { breakScheduleField, SCHEDULE_MESSAGE } from './break-schedule.schema.ts';
export type { SampleType, TestType } from './present.ts';
export type { SampleTypeDetails } from './sample-types.repository.ts';
export type { SampleTypesDatabase } from './sample-types.table.ts';

/**
 * Sample types and test types: what the lab tests and bills (with default rate, Max PSI %,
 * default test type and report template) and when specimens are tested after casting.
 */
export default definePlugin<SampleTypesDatabase>({
  id: 'sample-types',
  dependsOn: ['templates'],
  permissions: sampleTypesPermissions,
  migrations: new URL('./migrations/', import.meta.url),
  nav: [
    { label: 'Sample Types', href: '/admin/sample-types', permission: SAMPLE_TYPES_PERMISSION.manage, order: 85 },
    { label: 'Test Types', href: '/admin/test-types', permission: SAMPLE_TYPES_PERMISSION.testTypeManage, order: 120 },
  ],
  api: sampleTypesApi,
  pages: sampleTypesPages,
  async seed(ctx, { demo }) {
    if (demo) await seedDemoSampleTypes(ctx.db);
  },
});
