import { DeviceForm } from '../../../features/recycle/components/device-form';

/** /recycle/recycle: the recycle form. */
export function Component() {
  return <DeviceForm intent="recycle" />;
}
