import { useSiteInfo } from '../../features/site/api/get-site-info';
import { LocationsPage } from '../../features/locations/components/locations-page';
import { locationStatsQueryOptions } from '../../features/locations/api/get-location-stats';
import { prefetch, type LoaderArgs } from '../route-data';

export const loader = ({ context }: LoaderArgs) => prefetch(context, locationStatsQueryOptions());

/** /locations?q=&radius=&accepts=: the recycling locator, with the site's map tiles when it has them. */
export function Component() {
  const site = useSiteInfo();
  return <LocationsPage mapTiles={site.data?.mapTiles ?? null} />;
}
