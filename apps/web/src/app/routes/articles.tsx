import { ComingSoonPage } from '../coming-soon-page';

/** /articles: its content arrives in a later release. */
export function Component() {
  return <ComingSoonPage page="articles" />;
}
