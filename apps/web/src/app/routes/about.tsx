import { ComingSoonPage } from '../coming-soon-page';

/** /about: its content arrives in a later release. */
export function Component() {
  return <ComingSoonPage page="about" />;
}
