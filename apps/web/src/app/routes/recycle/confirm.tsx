import { ConfirmDevice } from '../../../features/recycle/components/confirm-device';

/** /recycle/confirm: check and submit a device for recycling. */
export function Component() {
  return <ConfirmDevice kind="recycle" />;
}
