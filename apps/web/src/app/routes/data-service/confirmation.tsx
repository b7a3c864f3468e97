import { ComingSoonPage } from '../../coming-soon-page';

/** /data-service/confirmation: its content arrives in a later release. */
export function Component() {
  return <ComingSoonPage page="dataServiceConfirmation" />;
}
