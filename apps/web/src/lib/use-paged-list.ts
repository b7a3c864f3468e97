import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query';

/** The size of a page of an owner's list (docs/api.md, "Parameters": `limit` at most 100). */
export const LIST_PAGE_SIZE = 50;

/**
 * A list read in pages of `limit`/`offset`, newest first, with "show more". A page shorter
 * than a full one is the last; `items` is every page loaded so far, in order.
 */
export function usePagedList<T>(
  queryKey: QueryKey,
  fetchPage: (page: { limit: number; offset: number }, signal: AbortSignal) => Promise<T[]>,
  enabled = true,
) {
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage({ limit: LIST_PAGE_SIZE, offset: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (last.length < LIST_PAGE_SIZE ? undefined : pages.length * LIST_PAGE_SIZE),
    enabled,
    staleTime: 0,
  });
  return { ...query, items: query.data?.pages.flat() };
}
