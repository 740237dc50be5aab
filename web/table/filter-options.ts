import { useQuery } from '@tanstack/react-query';
import { api } from '../api/client.ts';
import type { FilterOption, FilterSpec, OptionsSource } from '../../shared/table-props.ts';

type SelectSpec = Extract<FilterSpec, { kind: 'select' }>;
/** The answer of a table's `filterOptionsPath`: lists of rows by name. */
export type FetchedOptions = Record<string, unknown>;

/** A choice's options: its own list, or the rows its source names in the fetched answer (none while loading). */
export function resolveOptions(options: SelectSpec['options'], fetched: FetchedOptions | undefined): FilterOption[] {
  if (Array.isArray(options)) return options;
  const rows = fetched?.[options.list];
  if (!Array.isArray(rows)) return [];
  return rows.map((row: Record<string, unknown>) => optionOf(row, options));
}

function optionOf(row: Record<string, unknown>, source: OptionsSource): FilterOption {
  const value = row[source.value];
  return {
    value: typeof value === 'number' || typeof value === 'boolean' ? value : String(value ?? ''),
    label: source.label
      .map((field) => row[field])
      .filter((part) => part !== null && part !== undefined && part !== '')
      .join(' '),
  };
}

/** Fetches the table's filter options; called by the drawer's form, which exists only while it is open. Kept for a minute. */
export function useFilterOptions(path: string | undefined) {
  return useQuery({
    queryKey: ['filterOptions', path],
    enabled: path !== undefined,
    staleTime: 60_000,
    queryFn: () => api.get<FetchedOptions>(path!),
  });
}
