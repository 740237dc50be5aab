import type { ColumnSpec, DataTableProps } from '../../shared/table-props.ts';
import type { TableModel } from './model.ts';

/** A column of a list page: a model field by name, or with its row link (and a heading where the page's differs). */
export type ColumnChoice<F extends string> =
  | F
  | {
      field: F;
      link?: string;
      hrefField?: F;
      label?: string;
      linkText?: string;
      chips?: ColumnSpec['chips'];
      valueLabels?: Record<string, string>;
    };

/** What a list page says about its table besides the model: the model gives the columns' headings, types, sorting and the default order. */
export interface DataTableOptions<F extends string> extends Omit<DataTableProps, 'userId' | 'columns' | 'defaultSort'> {
  columns: ReadonlyArray<ColumnChoice<F>>;
}

/**
 * The DataTable island's props for a table model (the signed-in user's id is added per
 * request), so a page never lists its columns' labels, types or sorting a second time.
 * A field the model does not have is an error at start-up.
 * @example export const USERS_TABLE = dataTableProps(usersTableModel, {
 *   path: '/api/users', label: 'Users', columns: [{ field: 'lastName', link: '/admin/users/{id}' }, 'email'] });
 */
export function dataTableProps<M extends TableModel>(
  model: M,
  { columns, ...table }: DataTableOptions<keyof M['fields'] & string>,
): Omit<DataTableProps, 'userId'> {
  return { ...table, columns: columns.map((choice) => columnOf(model, choice)), defaultSort: model.defaultSort };
}

function columnOf(model: TableModel, choice: ColumnChoice<string>): ColumnSpec {
  const { field, ...page } = typeof choice === 'string' ? { field: choice } : choice;
  const declared = model.fields[field];
  if (!declared) throw new Error(`Table model "${model.name}": the list shows "${field}", which is not one of its fields`);
  return {
    field,
    label: page.label ?? declared.label,
    type: declared.type,
    ...(declared.format === undefined ? {} : { format: declared.format }),
    ...(declared.sortable === false ? { sortable: false } : {}),
    ...(page.link === undefined ? {} : { link: page.link }),
    ...(page.hrefField === undefined ? {} : { hrefField: page.hrefField }),
    ...(page.valueLabels === undefined ? {} : { valueLabels: page.valueLabels }),
    ...(page.linkText === undefined ? {} : { linkText: page.linkText }),
    ...(page.chips === undefined ? {} : { chips: page.chips }),
  };
}
