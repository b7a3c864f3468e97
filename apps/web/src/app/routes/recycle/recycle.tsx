import { DeviceForm } from '../../../features/recycle/components/device-form';

/** /recycle/recycle: the recycle form (SPEC.md section 2). */
export function Component() {
  return <DeviceForm intent="recycle" />;
}
