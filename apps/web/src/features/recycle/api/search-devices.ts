import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SearchResult } from '@recircuit/contract';
import { apiData } from '../../../lib/api';

export const SEARCH_LIMIT = 8;

/** GET /api/device-recycle/search?q=&limit=: models matching what was typed, rare ones included. */
export function searchDevices(q: string, signal?: AbortSignal): Promise<SearchResult[]> {
  return apiData<SearchResult[]>('/api/device-recycle/search', {
    query: { q, limit: SEARCH_LIMIT },
    signal,
    silent: true,
  });
}

export const searchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['catalogue', 'search', q],
    queryFn: ({ signal }) => searchDevices(q, signal),
    enabled: q.trim().length >= 2,
    placeholderData: keepPreviousData,
  });

export function useDeviceSearch(q: string) {
  return useQuery(searchQueryOptions(q.trim()));
}
