import { useTranslation } from 'react-i18next';
import { bundlesLoader } from '../../lib/i18n';
import { useScrollToHashOnMount } from '../../lib/use-scroll-to-hash';
import { RecyclingGuidePage } from '../../features/info/components/recycling-guide-page';
import { useOpenGraph } from '../../features/info/use-open-graph';

export const loader = bundlesLoader(['info']);

/** /recycling-guide: preparing a device, with #repair and #donate anchors for the home tiles. */
export function Component() {
  const { t } = useTranslation();
  useScrollToHashOnMount();
  useOpenGraph({ title: t('pages.recyclingGuide.title'), description: t('pages.recyclingGuide.description') });
  return <RecyclingGuidePage />;
}
