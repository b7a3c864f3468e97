import { ComingSoonPage } from '../../coming-soon-page';

/** /user/privacy: its content arrives in a later release. */
export function Component() {
  return <ComingSoonPage page="userPrivacy" embedded />;
}
