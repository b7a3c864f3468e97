import { ComingSoonPage } from '../coming-soon-page';

/** /locations: its content arrives in a later release. */
export function Component() {
  return <ComingSoonPage page="locations" />;
}
