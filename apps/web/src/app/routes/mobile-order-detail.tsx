import { ComingSoonPage } from '../coming-soon-page';

/** /mobile-order-detail?orderId=: its content arrives in a later release. */
export function Component() {
  return <ComingSoonPage page="mobileOrderDetail" />;
}
