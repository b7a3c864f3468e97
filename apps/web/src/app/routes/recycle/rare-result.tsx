import { OrderResult } from '../../../features/orders/components/order-result';

/** /recycle/rare-result: the rare device order, the chosen specialist and the QR code. */
export function Component() {
  return <OrderResult kind="rare" />;
}
