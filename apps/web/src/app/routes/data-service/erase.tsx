import { ComingSoonPage } from '../../coming-soon-page';

/** /data-service/erase: its content arrives in a later release. */
export function Component() {
  return <ComingSoonPage page="dataServiceErase" />;
}
