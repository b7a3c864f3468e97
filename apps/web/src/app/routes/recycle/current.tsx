import { DeviceForm } from '../../../features/recycle/components/device-form';

/** /recycle/current: the same form, opened for a current device (docs/product.md, "Device classes"). */
export function Component() {
  return <DeviceForm intent="current" />;
}
