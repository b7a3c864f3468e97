import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteSearchResult } from '@recircuit/contract';
import { apiData } from '../../../lib/api';

export const SITE_SEARCH_LIMIT = 6;

/** GET /proxy/api/search?q=&limit=: articles, pages and device models matching what was typed. */
export function siteSearch(q: string, signal?: AbortSignal): Promise<SiteSearchResult> {
  // The dialog says itself when search fails, so the API client does not toast.
  return apiData<SiteSearchResult>('/api/search', { query: { q, limit: SITE_SEARCH_LIMIT }, signal, silent: true });
}

export const siteSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['site-search', q],
    queryFn: ({ signal }) => siteSearch(q, signal),
    enabled: q.length > 0,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

export function useSiteSearch(q: string) {
  return useQuery(siteSearchQueryOptions(q.trim()));
}
