import { describe, expect, expectTypeOf, it } from 'vitest';
import { dataTablePropsSchema } from '../../shared/table-props.ts';
import { dataTableProps, type DataTableOptions } from './data-table.ts';
import { specimensModel } from '../../test/support/table-fixture.ts';

describe('dataTableProps', () => {
  const table = dataTableProps(specimensModel, {
    path: '/api/specimens',
    label: 'Specimens',
    columns: [{ field: 'label', link: '/admin/specimens/{id}' }, 'castOn', { field: 'companyId', label: 'Owner' }, 'passed'],
    searchPlaceholder: 'Search by label or city',
  });

  it("takes each column's heading, type and sorting from the model, and the model's default order", () => {
    expect(table).toEqual({
      path: '/api/specimens',
      label: 'Specimens',
      columns: [
        { field: 'label', label: 'Label', type: 'text', link: '/admin/specimens/{id}' },
        { field: 'castOn', label: 'Cast On', type: 'date' },
        { field: 'companyId', label: 'Owner', type: 'number', sortable: false },
        { field: 'passed', label: 'Passed', type: 'boolean' },
      ],
      defaultSort: { field: 'id', dir: 'asc' },
      searchPlaceholder: 'Search by label or city',
    });
    expect(dataTablePropsSchema.safeParse({ ...table, userId: 1 }).success).toBe(true);
  });

  it("names only the model's fields", () => {
    expectTypeOf<DataTableOptions<'label' | 'city'>['columns'][number]>().toEqualTypeOf<
      | 'label'
      | 'city'
      | {
          field: 'label' | 'city';
          link?: string;
          hrefField?: 'label' | 'city';
          label?: string;
          linkText?: string;
          valueLabels?: Record<string, string>;
          chips?: Record<string, 'red' | 'amber' | 'green' | 'slate'>;
        }
    >();
    // @ts-expect-error: not a field of the model
    const refused = () => dataTableProps(specimensModel, { path: '/api/specimens', label: 'Specimens', columns: ['colour'] });
    expect(refused).toThrow('Table model "specimens": the list shows "colour", which is not one of its fields');
  });
});
