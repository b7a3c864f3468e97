import { ComingSoonPage } from '../../coming-soon-page';

/** /user/info: its content arrives in a later release. */
export function Component() {
  return <ComingSoonPage page="userInfo" embedded />;
}
