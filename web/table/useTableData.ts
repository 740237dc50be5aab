import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useSyncExternalStore } from 'react';
import { api } from '../api/client.ts';
import { readCachedTable, tableCacheKey, writeCachedTable } from './cache.ts';
import type { TableAnswer } from '../../shared/table-props.ts';

const neverChanges = () => () => {};

export interface TableData {
  answer: TableAnswer | undefined;
  /** The answer shown is from the session cache or the previous query, and a fresh one is on its way. */
  refreshing: boolean;
  error: Error | null;
}

/**
 * Loads one page of a list route. The last answer to the same query, kept in session storage
 * for this user, is shown at once while the fresh one loads. Storage is read only after
 * hydration, so the first render matches the server's.
 */
export function useTableData(path: string, userId: number, query: string): TableData {
  const hydrated = useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
  const key = tableCacheKey(userId, path, query);
  const result = useQuery({
    queryKey: ['table', userId, path, query],
    enabled: hydrated,
    placeholderData: keepPreviousData,
    queryFn: async () => {
      const body = await api.get<Partial<TableAnswer> & { error?: string }>(`${path}?${query}`);
      // The client hands back the body of a 500 or 504 rather than throwing.
      if (!Array.isArray(body.rows)) throw new Error(body.error ?? 'The list could not be loaded');
      const answer: TableAnswer = {
        rows: body.rows,
        count: body.count ?? body.rows.length,
        ...(body.countCapped ? { countCapped: true } : {}),
        ...(body.groups ? { groups: body.groups } : {}),
      };
      writeCachedTable(key, answer);
      return answer;
    },
  });
  const cached = useMemo(() => (hydrated ? readCachedTable(key) : undefined), [hydrated, key]);
  const fresh = result.isPlaceholderData ? undefined : result.data;
  const answer = fresh ?? cached ?? result.data;
  return { answer, refreshing: result.isFetching && answer !== fresh, error: result.error };
}
