import { useScrollToHashOnMount } from '../../lib/use-scroll-to-hash';
import { RecyclingGuidePage } from '../../features/info/components/recycling-guide-page';

/** /recycling-guide: preparing a device, with #repair and #donate anchors for the home tiles. */
export function Component() {
  useScrollToHashOnMount();
  return <RecyclingGuidePage />;
}
