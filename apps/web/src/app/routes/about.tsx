import { useTranslation } from 'react-i18next';
import { bundlesLoader } from '../../lib/i18n';
import { AboutPage } from '../../features/info/components/about-page';
import { useOpenGraph } from '../../features/info/use-open-graph';

export const loader = bundlesLoader(['info']);

/** /about: who we are, what we do with devices and data, how we make money. */
export function Component() {
  const { t } = useTranslation();
  useOpenGraph({ title: t('pages.about.title'), description: t('pages.about.description') });
  return <AboutPage />;
}
