import { useSearchParams } from 'react-router';
import { bundlesLoader } from '../../lib/i18n';
import { LocationsPage } from '../../features/info/components/locations-page';

export const loader = bundlesLoader(['info']);

/** /locations?q=: accepts the home banner's query and shows it. */
export function Component() {
  const [params] = useSearchParams();
  const query = (params.get('q') ?? '').trim().slice(0, 100);
  return <LocationsPage query={query} />;
}
