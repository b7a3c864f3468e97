import { OrderResult } from '../../../features/recycle/components/order-result';

/** /recycle/current-result: the trade-in referral, the voucher and the QR code. */
export function Component() {
  return <OrderResult kind="current" />;
}
