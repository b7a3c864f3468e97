import { ComingSoonPage } from '../../coming-soon-page';

/** /recycle/confirm: its content arrives in a later release. */
export function Component() {
  return <ComingSoonPage page="recycleConfirm" />;
}
