import { ComingSoonPage } from '../../coming-soon-page';

/** /user/contact: its content arrives in a later release. */
export function Component() {
  return <ComingSoonPage page="userContact" embedded />;
}
