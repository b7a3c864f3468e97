import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { bundlesLoader } from '../../lib/i18n';
import { LocationsPage } from '../../features/info/components/locations-page';
import { useOpenGraph } from '../../features/info/use-open-graph';

export const loader = bundlesLoader(['info']);

/** /locations?q=: accepts the home banner's query and shows it. */
export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const query = (params.get('q') ?? '').trim().slice(0, 100);
  useOpenGraph({ title: t('pages.locations.title'), description: t('pages.locations.description') });
  return <LocationsPage query={query} />;
}
