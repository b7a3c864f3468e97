import { useTranslation } from 'react-i18next';
import { loadBundles } from '../../lib/i18n';
import { AboutPage } from '../../features/info/components/about-page';
import { useOpenGraph } from '../../features/info/use-open-graph';

/** Its words load with the page (a top-level await here would split the shell's bundle into many chunks). */
export async function loader() {
  await loadBundles(['info']);
  return null;
}

/** /about: who we are, what we do with devices and data, how we make money. */
export function Component() {
  const { t } = useTranslation();
  useOpenGraph({ title: t('pages.about.title'), description: t('pages.about.description') });
  return <AboutPage />;
}
