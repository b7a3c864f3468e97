import { ComingSoonPage } from '../../coming-soon-page';

/** /recycle/unknown-result: its content arrives in a later release. */
export function Component() {
  return <ComingSoonPage page="recycleUnknownResult" />;
}
