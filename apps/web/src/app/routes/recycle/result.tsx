import { OrderResult } from '../../../features/recycle/components/order-result';

/** /recycle/result: the recycling order and its QR code. */
export function Component() {
  return <OrderResult kind="recycle" />;
}
