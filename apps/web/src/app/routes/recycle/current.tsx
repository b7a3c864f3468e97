import { ComingSoonPage } from '../../coming-soon-page';

/** /recycle/current: its content arrives in a later release. */
export function Component() {
  return <ComingSoonPage page="recycleCurrent" />;
}
