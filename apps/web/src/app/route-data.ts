import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { createContext, type RouterContextProvider } from 'react-router';

/** The query client of the server's render (entry-server.tsx); none in the browser. */
export const renderQueries = createContext<QueryClient | null>(null);

/** What a route's loader is called with. */
export interface LoaderArgs {
  context: Readonly<RouterContextProvider>;
  request: Request;
}

/**
 * A route loader's work (docs/rendering.md, "A page's data"): on the server it fetches the page's
 * queries (each `queryOptions(…)` as its hook uses it), so the page renders once, with its data. In
 * the browser it does nothing: the page's hooks fetch as they always have. It never throws: a failed
 * query is a reason not to render the page ahead, which the render sees in the query's state.
 */
export async function prefetch(
  context: Readonly<RouterContextProvider>,
  ...queries: { queryKey: QueryKey }[]
): Promise<null> {
  const queryClient = context.get(renderQueries);
  if (queryClient) {
    await Promise.all(
      queries.map((query) => queryClient.prefetchQuery({ ...(query as FetchQueryOptions), retry: false })),
    );
  }
  return null;
}
