import { OrderResult } from '../../../features/recycle/components/order-result';

/** /recycle/rare-result: the rare device's order, the specialists and the QR code. */
export function Component() {
  return <OrderResult kind="rare" />;
}
