import { ConfirmRare } from '../../../features/recycle/components/confirm-rare';

/** /recycle/rare-confirm: check and submit a rare device. */
export function Component() {
  return <ConfirmRare />;
}
