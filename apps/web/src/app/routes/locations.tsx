import { useSiteInfo } from '../../features/site/api/get-site-info';
import { LocationsPage } from '../../features/locations/components/locations-page';

/** /locations?q=&radius=&accepts=: the recycling locator, with the site's map tiles when it has them. */
export function Component() {
  const site = useSiteInfo();
  return <LocationsPage mapTiles={site.data?.mapTiles ?? null} />;
}
