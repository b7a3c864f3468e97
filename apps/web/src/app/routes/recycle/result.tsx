import { OrderResult } from '../../../features/orders/components/order-result';

/** /recycle/result: the recycling order, its drop-off point and its QR code. */
export function Component() {
  return <OrderResult kind="recycle" />;
}
