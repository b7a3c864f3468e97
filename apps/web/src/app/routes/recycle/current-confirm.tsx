import { ConfirmDevice } from '../../../features/recycle/components/confirm-device';

/** /recycle/current-confirm: a current device, its partner offers and the voucher. */
export function Component() {
  return <ConfirmDevice kind="current" />;
}
