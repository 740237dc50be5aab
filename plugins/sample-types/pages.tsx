import type { Kysely } from 'kysely';
import { z } from 'zod';
import { NotFoundError } from '../../core/errors.ts';
import { parseParams } from '../../core/http/validate.ts';
import type { PluginContext } from '../../core/plugin/define-plugin.ts';
import type { PortalRouter } from '../../core/plugin/router.ts';
import { Island } from '../../core/ssr/island.tsx';
import type { DataTableProps } from '../../web/table/props.ts';
import SampleTypeForm from './islands/SampleTypeForm.tsx';
import TestTypeForm from './islands/TestTypeForm.tsx';
import { SAMPLE_TYPES_PERMISSION } from './permissions.ts';
import { reportTemplateChoices } from './report-templates.ts';
import type { SampleType } from './present.ts';
import { findSampleType, findTestType, listTestTypes, type SampleTypeDetails } from './sample-types.repository.ts';
import { FormPage, ListPage } from './shared/pages.tsx';
import type { SampleTypesDatabase } from './tables.ts';

export const SAMPLE_TYPES_TABLE: Omit<DataTableProps, 'userId'> = {
  path: '/api/sample-types',
  label: 'Sample Types',
  columns: [
    { field: 'description', label: 'Description', type: 'text', link: '/admin/sample-types/{id}' },
    { field: 'sku', label: 'SKU', type: 'number' },
    { field: 'defaultRate', label: 'Default Rate', type: 'number' },
    { field: 'maxPsiPct', label: 'Max PSI %', type: 'number' },
    { field: 'defaultTestType', label: 'Default Test Type', type: 'text' },
    { field: 'defaultReportTemplate', label: 'Report Template', type: 'text' },
    { field: 'nonSpecimen', label: 'Non-Specimen', type: 'boolean' },
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
  defaultSort: { field: 'description', dir: 'asc' },
  searchPlaceholder: 'Search by description, template or QuickBooks ID',
};

export const TEST_TYPES_TABLE: Omit<DataTableProps, 'userId'> = {
  path: '/api/test-types',
  label: 'Test Types',
  columns: [
    { field: 'description', label: 'Description', type: 'text', link: '/admin/test-types/{id}' },
    { field: 'dateVariance', label: 'Date Variance (days)', type: 'number' },
    { field: 'noTestDateRequired', label: 'No Test Date Required', type: 'boolean' },
  ],
  defaultSort: { field: 'dateVariance', dir: 'asc' },
  searchPlaceholder: 'Search by description',
};

const idParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** Reads the page's id; anything but a record id is simply a page that does not exist. */
function pageId(c: Parameters<typeof parseParams>[0], what: string): number {
  const parsed = idParam.safeParse(c.req.param());
  if (!parsed.success) throw new NotFoundError(`There is no such ${what}.`);
  return parsed.data.id;
}

function withoutTestType({ defaultTestType: _embedded, ...sampleType }: SampleTypeDetails): SampleType {
  return sampleType;
}

/** The Sample Types and Test Types screens: lists and forms. */
export function sampleTypesPages(ctx: PluginContext): PortalRouter {
  const router = ctx.pageRouter();
  const db = ctx.db as Kysely<SampleTypesDatabase>;

  const sampleTypeForm = async (id: number | null) => {
    const found = id === null ? null : await findSampleType(db, id);
    if (found === undefined) throw new NotFoundError('There is no such sample type.');
    const sampleType = found && withoutTestType(found);
    const testTypes = (await listTestTypes(db)).map(({ id: typeId, description }) => ({ id: typeId, description }));
    const props = { sampleType, testTypes, templates: await reportTemplateChoices() };
    return <Island name="sample-types.SampleTypeForm" component={SampleTypeForm} props={props} />;
  };

  router.get('/admin/sample-types', SAMPLE_TYPES_PERMISSION.manage, (c) =>
    ctx.render(c, <ListPage title="Sample Types" table={SAMPLE_TYPES_TABLE} userId={c.get('auth')!.user.id} create={{ href: '/admin/sample-types/new', label: 'New Sample Type' }} />, {
      title: 'Sample Types',
    }),
  );
  router.get('/admin/sample-types/new', SAMPLE_TYPES_PERMISSION.manage, async (c) =>
    ctx.render(c, <FormPage title="New Sample Type">{await sampleTypeForm(null)}</FormPage>, { title: 'New Sample Type' }),
  );
  router.get('/admin/sample-types/:id', SAMPLE_TYPES_PERMISSION.manage, async (c) =>
    ctx.render(c, <FormPage title="Edit Sample Type">{await sampleTypeForm(pageId(c, 'sample type'))}</FormPage>, { title: 'Edit Sample Type' }),
  );

  router.get('/admin/test-types', SAMPLE_TYPES_PERMISSION.testTypeManage, (c) =>
    ctx.render(c, <ListPage title="Test Types" table={TEST_TYPES_TABLE} userId={c.get('auth')!.user.id} create={{ href: '/admin/test-types/new', label: 'New Test Type' }} />, {
      title: 'Test Types',
    }),
  );
  router.get('/admin/test-types/new', SAMPLE_TYPES_PERMISSION.testTypeManage, (c) =>
    ctx.render(c, <FormPage title="New Test Type"><Island name="sample-types.TestTypeForm" component={TestTypeForm} props={{ testType: null }} /></FormPage>, {
      title: 'New Test Type',
    }),
  );
  router.get('/admin/test-types/:id', SAMPLE_TYPES_PERMISSION.testTypeManage, async (c) => {
    const testType = await findTestType(db, pageId(c, 'test type'));
    if (!testType) throw new NotFoundError('There is no such test type.');
    return ctx.render(c, <FormPage title="Edit Test Type"><Island name="sample-types.TestTypeForm" component={TestTypeForm} props={{ testType }} /></FormPage>, {
      title: 'Edit Test Type',
    });
  });
  return router;
}
