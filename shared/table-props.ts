import { z } from 'zod';

const fieldName = z.string().regex(/^[A-Za-z][\w.]*$/);
const apiPath = z.string().regex(/^\/api\/[\w\-/]+$/);
const filterValue = z.union([z.string(), z.number(), z.boolean()]);
const filterOptionSchema = z.object({ value: filterValue, label: z.string() });
const chipTone = z.enum(['red', 'amber', 'green', 'slate']);

/** A column the table shows; `link` is a row link such as `/admin/users/{id}`. */
export const columnSpecSchema = z.object({
  field: fieldName,
  label: z.string().min(1),
  type: z.enum(['text', 'number', 'date', 'boolean']),
  /** How a number reads: money as $24.50, strength as 3,980 psi, a percentage with its % sign. */
  format: z.enum(['money', 'strength', 'percent']).optional(),
  sortable: z.boolean().optional(),
  link: z.string().startsWith('/').optional(),
  /** What people call a coded value (a role's `customer-service` is Customer Service). */
  valueLabels: z.record(z.string(), z.string()).optional(),
  /** The row's field holding this cell's own link (a row without one shows the text alone). */
  hrefField: fieldName.optional(),
  /** The text of the row link when it is an action (`Edit`) rather than the cell's value. */
  linkText: z.string().optional(),
  /** The cell's value is a list shown as chips, each toned by its text (`{ Overdue: 'red' }`). */
  chips: z.record(z.string(), chipTone).optional(),
});

/** A field shown when a row is expanded (long texts, JSON dumps), under its label. */
export const detailSpecSchema = z.object({ field: fieldName, label: z.string().min(1) });

/**
 * Where a choice's options come from when they are data (inspectors, drivers): a list in the
 * answer of the table's `filterOptionsPath`, fetched when the drawer first opens, so the page
 * does not carry hundreds of options nobody may look at.
 */
export const optionsSourceSchema = z.object({
  /** The key of the answer holding the rows, such as `inspectors`. */
  list: fieldName,
  /** The row's field that is the filter's value. */
  value: fieldName,
  /** The row's fields shown, joined by a space. */
  label: z.array(fieldName).min(1),
});

/** A filter in the drawer: a choice (equals), a text (contains) or the model's date range. */
export const filterSpecSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('select'),
    field: fieldName,
    label: z.string().min(1),
    options: z.union([z.array(filterOptionSchema).min(1), optionsSourceSchema]),
  }),
  z.object({ kind: z.literal('text'), field: fieldName, label: z.string().min(1) }),
  z.object({ kind: z.literal('dateRange'), label: z.string().min(1) }),
]);

/** The DataTable island's props: JSON, so a page can render it and the browser hydrate it. */
export const dataTablePropsSchema = z
  .object({
    /** The list route, such as `/api/users`. */
    path: apiPath,
    /** The signed-in user's id: cached answers are kept per user. */
    userId: z.number().int(),
    /** The table's accessible name. */
    label: z.string().min(1),
    columns: z.array(columnSpecSchema).min(1),
    filters: z.array(filterSpecSchema).optional(),
    /** The route answering the lists that choices with an options source name, such as `/api/pickups/filterOptions`. */
    filterOptionsPath: apiPath.optional(),
    defaultSort: z.object({ field: fieldName, dir: z.enum(['asc', 'desc']) }),
    searchPlaceholder: z.string().optional(),
    /** The choices set when the page opens (the break list opens on untested specimens); the drawer can clear them. */
    initialFilters: z.object({ equals: z.record(fieldName, filterValue) }).optional(),
    /** Makes rows expandable: a Details button opens a row below holding these fields. */
    details: z.array(detailSpecSchema).min(1).optional(),
    /**
     * The rows may come in groups (the break list's due groups, ordered by the server): when the
     * answer has `groups`, a heading row where the row's `field` changes, and their counts above.
     */
    groups: z.object({ field: fieldName, tones: z.record(z.string(), chipTone).optional() }).optional(),
    /**
     * A route that turns the search text into the one page it names, asked on Enter (a scanner
     * types a label's code and ends with Enter): it answers `{ href }`, null for a plain search.
     */
    scanPath: apiPath.optional(),
  })
  .refine(
    (props) =>
      props.filterOptionsPath !== undefined || !props.filters?.some((filter) => filter.kind === 'select' && !Array.isArray(filter.options)),
    {
      message: 'a choice whose options are fetched needs filterOptionsPath',
      path: ['filterOptionsPath'],
    },
  );

export type ColumnSpec = z.infer<typeof columnSpecSchema>;
export type FilterSpec = z.infer<typeof filterSpecSchema>;
export type DetailSpec = z.infer<typeof detailSpecSchema>;
export type FilterOptionValue = z.infer<typeof filterValue>;
export type FilterOption = z.infer<typeof filterOptionSchema>;
export type OptionsSource = z.infer<typeof optionsSourceSchema>;
export type DataTableProps = z.infer<typeof dataTablePropsSchema>;

/** One page of a list route's answer. */
export interface TableAnswer {
  rows: Record<string, unknown>[];
  count: number;
  /** More rows match than `count`: the server stopped counting there. */
  countCapped?: boolean;
  /** With `groups`: how many rows each group has, in the list's order (no count when unknown). */
  groups?: GroupCount[];
}

export interface GroupCount {
  group: string;
  count?: number;
  /** More than `count`: counting stopped there. */
  countCapped?: boolean;
}
