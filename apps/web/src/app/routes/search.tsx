import { SearchPage } from '../../features/search/components/search-page';

/** /search?q=: the site search as a page, for a tap before the app runs or a browser without JavaScript. */
export function Component() {
  return <SearchPage />;
}
