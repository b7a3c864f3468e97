import { DeviceForm } from '../../../features/recycle/components/device-form';

/** /recycle/current: the same form, opened for a current device (DOMAIN.md). */
export function Component() {
  return <DeviceForm intent="current" />;
}
