import { z } from 'zod';

const fieldName = z.string().regex(/^[A-Za-z][\w.]*$/);
const filterValue = z.union([z.string(), z.number(), z.boolean()]);

/** A column the table shows; `link` is a row link such as `/admin/users/{id}`. */
export const columnSpecSchema = z.object({
  field: fieldName,
  label: z.string().min(1),
  type: z.enum(['text', 'number', 'date', 'boolean']),
  sortable: z.boolean().optional(),
  link: z.string().startsWith('/').optional(),
});

/** A filter in the drawer: a choice (equals), a text (contains) or the model's date range. */
export const filterSpecSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('select'),
    field: fieldName,
    label: z.string().min(1),
    options: z.array(z.object({ value: filterValue, label: z.string() })).min(1),
  }),
  z.object({ kind: z.literal('text'), field: fieldName, label: z.string().min(1) }),
  z.object({ kind: z.literal('dateRange'), label: z.string().min(1) }),
]);

/** The DataTable island's props: JSON, so a page can render it and the browser hydrate it. */
export const dataTablePropsSchema = z.object({
  /** The list route, such as `/api/users`. */
  path: z.string().regex(/^\/api\/[\w\-/]+$/),
  /** The signed-in user's id: cached answers are kept per user. */
  userId: z.number().int(),
  /** The table's accessible name. */
  label: z.string().min(1),
  columns: z.array(columnSpecSchema).min(1),
  filters: z.array(filterSpecSchema).optional(),
  defaultSort: z.object({ field: fieldName, dir: z.enum(['asc', 'desc']) }),
  searchPlaceholder: z.string().optional(),
});

export type ColumnSpec = z.infer<typeof columnSpecSchema>;
export type FilterSpec = z.infer<typeof filterSpecSchema>;
export type FilterOptionValue = z.infer<typeof filterValue>;
export type DataTableProps = z.infer<typeof dataTablePropsSchema>;

/** One page of a list route's answer. */
export interface TableAnswer {
  rows: Record<string, unknown>[];
  count: number;
}
