import { useTranslation } from 'react-i18next';
import { loadBundles } from '../../lib/i18n';
import { useScrollToHashOnMount } from '../../lib/use-scroll-to-hash';
import { RecyclingGuidePage } from '../../features/info/components/recycling-guide-page';
import { useOpenGraph } from '../../features/info/use-open-graph';

/** Its words load with the page (a top-level await here would split the shell's bundle into many chunks). */
export async function loader() {
  await loadBundles(['info']);
  return null;
}

/** /recycling-guide: preparing a device, with #repair and #donate anchors for the home tiles. */
export function Component() {
  const { t } = useTranslation();
  useScrollToHashOnMount();
  useOpenGraph({ title: t('pages.recyclingGuide.title'), description: t('pages.recyclingGuide.description') });
  return <RecyclingGuidePage />;
}
