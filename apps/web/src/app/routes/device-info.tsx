import { ComingSoonPage } from '../coming-soon-page';

/** /device-info?userId=&deviceId=: its content arrives in a later release. */
export function Component() {
  return <ComingSoonPage page="deviceInfo" />;
}
