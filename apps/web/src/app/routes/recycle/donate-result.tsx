import { OrderResult } from '../../../features/orders/components/order-result';

/** /recycle/donate-result: the donation, the charity that receives it and the QR code. */
export function Component() {
  return <OrderResult kind="donate" />;
}
