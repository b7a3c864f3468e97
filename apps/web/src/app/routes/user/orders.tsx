import { ComingSoonPage } from '../../coming-soon-page';

/** /user/orders: its content arrives in a later release. */
export function Component() {
  return <ComingSoonPage page="userOrders" embedded />;
}
