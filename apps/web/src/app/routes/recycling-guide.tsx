import { ComingSoonPage } from '../coming-soon-page';

/** /recycling-guide: its content arrives in a later release. */
export function Component() {
  return <ComingSoonPage page="recyclingGuide" />;
}
