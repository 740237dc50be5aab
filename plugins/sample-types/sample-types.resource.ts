import type { AnyDatabase } from '../../core/db/database.ts';
import { InputError } from '../../core/errors.ts';
import type { CrudResource } from '../../lib/records/crud.ts';
import { SAMPLE_TYPES_PERMISSION } from './permissions.ts';
import { readSchedule } from './break-schedule.ts';
import { SCHEDULE_MESSAGE } from './break-schedule.schema.ts';
import { presentSampleType, presentTestType } from './present.ts';
import { reportTemplateChoices } from './report-templates.ts';
import { sampleTypesTableModel, testTypesTableModel } from './sample-types.model.ts';
import { sampleTypeInputSchema, sampleTypeUpdateSchema, testTypeInputSchema, testTypeUpdateSchema } from './schema.ts';
import type { SampleTypeRow, TestTypeRow } from './sample-types.table.ts';

/** The default test type must exist and the report template must be one the portal has. */
async function checkSampleType(db: AnyDatabase, input: Record<string, unknown>): Promise<void> {
  const fields: Record<string, string> = {};
  const testTypeId = input.defaultTestTypeId;
  if (typeof testTypeId === 'number') {
    const found = await db.selectFrom('testTypes').select('id').where('id', '=', testTypeId).executeTakeFirst();
    if (!found) fields.defaultTestTypeId = 'Unknown test type';
  }
  const schedule = readSchedule(input.breakSchedule);
  if (schedule) {
    const ids = [...new Set(schedule.map((group) => group.testTypeId))];
    const found = await db.selectFrom('testTypes').select('id').where('id', 'in', ids).execute();
    if (found.length !== ids.length) fields.breakSchedule = SCHEDULE_MESSAGE.unknownTestType;
  }
  const template = input.defaultReportTemplate;
  if (typeof template === 'string' && !(await reportTemplateChoices()).some((choice) => choice.id === template)) {
    fields.defaultReportTemplate = 'Unknown report template';
  }
  const first = Object.values(fields)[0];
  if (first) throw new InputError(first, fields);
}

export const sampleTypeResource: CrudResource = {
  entity: 'sampleType',
  table: 'sampleTypes',
  names: { one: 'sample type', many: 'sample types' },
  path: '/api/sample-types',
  model: sampleTypesTableModel,
  permissions: { read: SAMPLE_TYPES_PERMISSION.read, write: SAMPLE_TYPES_PERMISSION.manage },
  createSchema: sampleTypeInputSchema,
  updateSchema: sampleTypeUpdateSchema,
  present: (row) => presentSampleType(row as SampleTypeRow),
  check: checkSampleType,
  messages: {
    notFound: 'Sample type not found',
    duplicate: 'A sample type with this description already exists',
    inUse: 'This sample type is in use and cannot be deleted',
  },
};

export const testTypeResource: CrudResource = {
  entity: 'testType',
  table: 'testTypes',
  names: { one: 'test type', many: 'test types' },
  path: '/api/test-types',
  model: testTypesTableModel,
  permissions: { read: SAMPLE_TYPES_PERMISSION.testTypeRead, write: SAMPLE_TYPES_PERMISSION.testTypeManage },
  createSchema: testTypeInputSchema,
  updateSchema: testTypeUpdateSchema,
  present: (row) => presentTestType(row as TestTypeRow),
  messages: {
    notFound: 'Test type not found',
    duplicate: 'A test type with this description already exists',
    inUse: 'This test type is in use and cannot be deleted',
  },
};
