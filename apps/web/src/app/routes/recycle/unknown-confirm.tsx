import { ComingSoonPage } from '../../coming-soon-page';

/** /recycle/unknown-confirm: its content arrives in a later release. */
export function Component() {
  return <ComingSoonPage page="recycleUnknownConfirm" />;
}
