import { ComingSoonPage } from '../../coming-soon-page';

/** /recycle/recycle: its content arrives in a later release. */
export function Component() {
  return <ComingSoonPage page="recycleDevice" />;
}
