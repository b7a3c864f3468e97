import { ComingSoonPage } from '../coming-soon-page';

/** /recycle-now: its content arrives in a later release. */
export function Component() {
  return <ComingSoonPage page="recycleNow" />;
}
