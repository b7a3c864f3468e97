import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ArticleSummary } from '@recircuit/contract';
import { apiData } from '../../../lib/api';

/** GET /proxy/api/articles: the five articles, newest first. */
export function getArticles(signal?: AbortSignal): Promise<ArticleSummary[]> {
  return apiData<ArticleSummary[]>('/api/articles', { signal });
}

export const articlesQueryOptions = () =>
  queryOptions({ queryKey: ['articles'], queryFn: ({ signal }) => getArticles(signal), staleTime: 10 * 60_000 });

export function useArticles() {
  return useQuery(articlesQueryOptions());
}
