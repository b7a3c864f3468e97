import { SearchPage } from '../../features/search/components/search-page';
import { siteSearchQueryOptions } from '../../features/search/api/site-search';
import { prefetch, type LoaderArgs } from '../route-data';

export const loader = ({ context, request }: LoaderArgs) => {
  const query = (new URL(request.url).searchParams.get('q') ?? '').trim();
  return query ? prefetch(context, siteSearchQueryOptions(query)) : null;
};

/** /search?q=: the site search as a page, for a tap before the app runs or a browser without JavaScript. */
export function Component() {
  return <SearchPage />;
}
