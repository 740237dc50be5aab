import type { PluginContext } from '../../core/plugin/define-plugin.ts';
import type { PortalRouter } from '../../core/plugin/router.ts';
import { dataTableProps } from '../../core/table/data-table.ts';
import * as SampleTypeForm from './islands/SampleTypeForm.tsx';
import * as TestTypeForm from './islands/TestTypeForm.tsx';
import { SAMPLE_TYPES_PERMISSION } from './permissions.ts';
import { reportTemplateChoices } from './report-templates.ts';
import type { SampleType } from './present.ts';
import { sampleTypesTableModel, testTypesTableModel } from './sample-types.model.ts';
import { findSampleType, findTestType, listTestTypes, type SampleTypeDetails } from './sample-types.repository.ts';
import { serveRecordPages } from '../../lib/records/record-pages.tsx';
import type { SampleTypesDatabase } from './sample-types.table.ts';
import { Island } from '../../core/ssr/island.tsx';

export const SAMPLE_TYPES_TABLE = dataTableProps(sampleTypesTableModel, {
  path: '/api/sample-types',
  label: 'Sample Types',
  columns: [
    { field: 'description', link: '/admin/sample-types/{id}' },
    'sku',
    'defaultRate',
    'maxPsiPct',
    'defaultTestType',
    'defaultReportTemplate',
    'nonSpecimen',
  ],
  filters: [
    {
      kind: 'select',
      field: 'nonSpecimen',
      label: 'Non-Specimen',
      options: [
        { value: false, label: 'No' },
        { value: true, label: 'Yes' },
      ],
    },
  ],
  searchPlaceholder: 'Search by description, template or QuickBooks ID',
});

export const TEST_TYPES_TABLE = dataTableProps(testTypesTableModel, {
  path: '/api/test-types',
  label: 'Test Types',
  columns: [{ field: 'description', link: '/admin/test-types/{id}' }, 'dateVariance', 'noTestDateRequired'],
  searchPlaceholder: 'Search by description',
});

function withoutTestType({ defaultTestType: _embedded, ...sampleType }: SampleTypeDetails): SampleType {
  return sampleType;
}

/** The Sample Types and Test Types screens: lists and forms. */
export function sampleTypesPages(ctx: PluginContext<SampleTypesDatabase>): PortalRouter {
  const router = ctx.http.pages();
  const { db } = ctx;
  serveRecordPages(router, ctx.http, {
    base: '/admin/sample-types',
    permission: SAMPLE_TYPES_PERMISSION.manage,
    title: 'Sample Types',
    noun: 'Sample Type',
    table: SAMPLE_TYPES_TABLE,
    find: async (id) => {
      const found = await findSampleType(db, id);
      return found && withoutTestType(found);
    },
    form: async (sampleType) => {
      const testTypes = (await listTestTypes(db)).map(({ id, description }) => ({ id, description }));
      const props = { sampleType, testTypes, templates: await reportTemplateChoices() };
      return <Island of={SampleTypeForm} {...props} />;
    },
  });
  serveRecordPages(router, ctx.http, {
    base: '/admin/test-types',
    permission: SAMPLE_TYPES_PERMISSION.testTypeManage,
    title: 'Test Types',
    noun: 'Test Type',
    table: TEST_TYPES_TABLE,
    find: (id) => findTestType(db, id),
    form: (testType) => <Island of={TestTypeForm} testType={testType} />,
  });
  return router;
}
