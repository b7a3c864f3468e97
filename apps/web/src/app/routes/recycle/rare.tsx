import { ComingSoonPage } from '../../coming-soon-page';

/** /recycle/rare: its content arrives in a later release. */
export function Component() {
  return <ComingSoonPage page="recycleRare" />;
}
