import { ConfirmRare } from '../../../features/recycle/components/confirm-rare';

/** /recycle/donate-confirm: check the donated device, choose the charity and submit (no price). */
export function Component() {
  return <ConfirmRare kind="donate" />;
}
