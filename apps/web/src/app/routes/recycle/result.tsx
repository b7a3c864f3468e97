import { ComingSoonPage } from '../../coming-soon-page';

/** /recycle/result: its content arrives in a later release. */
export function Component() {
  return <ComingSoonPage page="recycleResult" />;
}
