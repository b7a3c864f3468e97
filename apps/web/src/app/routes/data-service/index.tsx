import { ComingSoonPage } from '../../coming-soon-page';

/** /data-service: its content arrives in a later release. */
export function Component() {
  return <ComingSoonPage page="dataService" />;
}
