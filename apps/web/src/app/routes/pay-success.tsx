import { ComingSoonPage } from '../coming-soon-page';

/** /pay-success: its content arrives in a later release. */
export function Component() {
  return <ComingSoonPage page="paySuccess" />;
}
