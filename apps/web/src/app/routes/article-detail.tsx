import { ComingSoonPage } from '../coming-soon-page';

/** /articleDetail?id=: its content arrives in a later release. */
export function Component() {
  return <ComingSoonPage page="articleDetail" />;
}
