import { OrderResult } from '../../../features/orders/components/order-result';

/** /recycle/current-result: the trade-in order, the chosen partner, how the owner is paid, the voucher and the QR code. */
export function Component() {
  return <OrderResult kind="current" />;
}
