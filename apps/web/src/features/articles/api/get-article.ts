import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Article } from '@recircuit/contract';
import { apiData, isApiError } from '../../../lib/api';
import type { CalculatorFactors } from '../model/impact';

export type ArticleWithFactors = Article & { calculatorFactors: CalculatorFactors | null };

/** GET /proxy/api/articles/{id}: one article with its body, sources and (article 4) calculator factors. */
export function getArticle(id: number, signal?: AbortSignal): Promise<ArticleWithFactors> {
  // A missing article gets the page's own friendly not-found, not a toast.
  return apiData<ArticleWithFactors>(`/api/articles/${id}`, { signal, silent: true });
}

export const articleQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['articles', id],
    queryFn: ({ signal }) => getArticle(id, signal),
    enabled: Number.isInteger(id) && id > 0,
    staleTime: 10 * 60_000,
    retry: (count, error) => !(isApiError(error) && error.status === 404) && count < 2,
  });

export function useArticle(id: number) {
  return useQuery(articleQueryOptions(id));
}
